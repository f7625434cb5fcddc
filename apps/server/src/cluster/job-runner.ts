// Single-runner jobs: with WEB_CONCURRENCY workers on one machine, a job that must run
// once (the booking sweeper, and reminders or any later periodic job) runs in one worker only,
// chosen by the primary (cluster/primary.ts): the first worker it starts, and the replacement it
// starts should that one die. Start such a job only where `isJobRunner()` is true (see main.ts).
// Across machines, several nodes still run their own job runner: keep jobs idempotent (conditional
// updates, as the sweeper's are) or take a PostgreSQL advisory lock around a run.
import cluster from 'node:cluster';

/** Set by the primary on the worker that runs the single-runner jobs. */
export const JOB_RUNNER_ENV = 'TM_JOB_RUNNER';

/** True in a process that is not a cluster worker, and in the one worker the primary chose. */
export function isJobRunner(): boolean {
  return !cluster.isWorker || process.env[JOB_RUNNER_ENV] === '1';
}

/** The message a worker sends the primary once it serves (after its last start-up log line). */
export const WORKER_READY = 'tm:worker-ready';
