// The cluster primary: WEB_CONCURRENCY worker processes share the one port (Node's
// cluster module hands each new connection to the next worker in turn). The primary serves
// nothing itself: it starts the workers, passes pub/sub messages between them (cluster-pubsub.ts),
// restarts a worker that dies, and on SIGTERM/SIGINT stops them all once, within the deadline.
//
// Start-up: the first worker runs migrations and the demo seed alone and is the job runner
// (job-runner.ts); the others start once it is listening, so they never race it on an empty
// database.
import type { Serializable } from 'node:child_process';
import cluster, { type Worker } from 'node:cluster';
import pino from 'pino';
import type { Config } from '../config';
import { createShutdown } from '../shutdown';
import { JOB_RUNNER_ENV, WORKER_READY } from './job-runner';
import { PUBSUB_MESSAGE } from '../ports/cluster-pubsub';

/** More than this many unplanned worker exits within a minute: something is wrong; stop. */
const MAX_RESTARTS_A_MINUTE = 5;

export async function runPrimary(config: Config): Promise<void> {
  const logger = pino(
    { level: config.LOG_LEVEL, base: { pid: process.pid, role: 'primary' } },
    pino.destination({ dest: 1, sync: true }),
  );
  const count = config.WEB_CONCURRENCY;
  logger.info({ workers: count, mode: config.NODE_ENV }, `starting ${count} worker processes`);

  let stopping = false;
  /** Stopping because workers failed (to start, or again and again): exit with status 1. */
  let unhealthy = false;
  let jobRunner: Worker | undefined;
  const restarts: number[] = [];
  const listeningWorkers = new WeakSet<Worker>();
  cluster.on('listening', (worker) => listeningWorkers.add(worker));
  const fork = (runsJobs: boolean) => {
    // Workers print nothing of their own for people (no URL line): the primary prints it once.
    const worker = cluster.fork({ [JOB_RUNNER_ENV]: runsJobs ? '1' : '0', TM_CLUSTER_WORKER: '1' });
    if (runsJobs) jobRunner = worker;
    return worker;
  };

  // pub/sub between workers: every message goes to every worker (the sender too, like Redis).
  cluster.on('message', (_from, message: unknown) => {
    if ((message as { type?: string } | null)?.type !== PUBSUB_MESSAGE) return;
    for (const w of Object.values(cluster.workers ?? {}))
      if (w?.isConnected()) w.send(message as Serializable);
  });

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const wasRunner = worker === jobRunner;
    logger.error({ worker: worker.process.pid, code, signal }, 'worker exited; starting another');
    const now = Date.now();
    restarts.push(now);
    while (restarts[0]! < now - 60_000) restarts.shift();
    if (restarts.length > MAX_RESTARTS_A_MINUTE) {
      logger.error('workers keep exiting; stopping');
      unhealthy = true;
      stopping = true;
      void shutdown('workers failing');
      return;
    }
    fork(wasRunner);
  });

  const shutdown = createShutdown({
    // The workers each have SHUTDOWN_TIMEOUT_SECONDS and log the step that hung; the primary
    // waits a little longer so their own account comes first.
    deadlineMs: config.SHUTDOWN_TIMEOUT_SECONDS * 1000 + 1000,
    log: logger,
    exit: (code) => {
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGKILL');
      logger.flush(() => process.exit(code));
    },
    steps: [
      {
        name: 'workers',
        done: 'workers stopped',
        run: async () => {
          const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
          const codes = await Promise.all(
            workers.map(
              (w) =>
                new Promise<number>((resolve) => {
                  if (w.process.exitCode !== null) return resolve(w.process.exitCode);
                  // A worker still loading when the signal came has no handler yet and ends by
                  // the signal itself: nothing of it was serving, so nothing was cut short.
                  const serving = listeningWorkers.has(w);
                  w.once('exit', (code, signal) => resolve(signal && serving ? 1 : (code ?? 0)));
                  // A worker already signalled by the terminal ignores this second signal.
                  w.process.kill('SIGTERM');
                }),
            ),
          );
          if (codes.some((c) => c !== 0))
            throw new Error(`a worker exited with status ${Math.max(...codes)}`);
          if (unhealthy) throw new Error('workers failed');
        },
      },
    ],
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopping = true;
      void shutdown(signal);
    });
  }

  const first = fork(true);
  // Ready: listening, its first sweep done and its start-up logged (main.ts says so last).
  const listening = (w: Worker) =>
    new Promise<{ port: number }>((resolve, reject) => {
      const onMessage = (m: { type?: string; port?: number } | null) => {
        if (m?.type !== WORKER_READY) return;
        w.off('message', onMessage);
        resolve({ port: m.port! });
      };
      w.on('message', onMessage);
      w.once('exit', (code) => reject(new Error(`worker exited during start (${code})`)));
    });
  let port: number;
  try {
    ({ port } = await listening(first));
    if (stopping) return;
    const others = Array.from({ length: count - 1 }, () => fork(false));
    await Promise.all(others.map(listening));
  } catch (err) {
    if (stopping) return;
    logger.error({ err }, 'a worker failed to start');
    unhealthy = true;
    stopping = true;
    await shutdown('start failed');
    return;
  }
  if (stopping) return;
  const url = config.PUBLIC_URL ?? `http://localhost:${port}`;
  logger.info({ url, workers: count }, 'server listening');
  console.log(
    `\n  TutorsPlace is running in ${config.NODE_ENV} mode with ${count} worker processes` +
      `${config.devSignInEnabled ? ' (developer sign-in on)' : ''}. Open:\n\n${url}\n`,
  );
}
