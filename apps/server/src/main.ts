import cluster from 'node:cluster';
import pino from 'pino';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { runMigrations } from './db/migrate';
import { pgliteTemplateDir } from './db/pglite-template';
import type { App } from './app';
import type { Ports } from './ports/ports';
import { createShutdown } from './shutdown';
import type * as Sweeper from './modules/bookings/sweep-bookings';
import type * as Reminders from './modules/reminders/send-reminders';
import type * as MessageDigest from './modules/messages/message-digest';
import type * as DataRights from './modules/data-rights/data-rights-job';
import { isJobRunner, WORKER_READY } from './cluster/job-runner';

/**
 * The application's modules, loaded while the database opens (start-up time): opening
 * the embedded database mostly waits on reading and compiling its WebAssembly, which leaves the
 * main thread free to load and compile the server's JavaScript.
 */
function loadAppModules() {
  return Promise.all([
    import('./app'),
    import('./ports/create-ports'),
    import('./seed/demo'),
    import('./seed/demo-documents'),
    import('./seed/demo-images'),
    import('./modules/bookings/sweep-bookings'),
    import('./modules/reminders/send-reminders'),
    import('./modules/messages/message-digest'),
    import('./modules/data-rights/data-rights-job'),
    import('./modules/needs/sweep-needs'),
  ]);
}

/** One server process: the whole server, or one of the cluster's workers (cluster/primary.ts). */
export async function runServer(config: Config) {
  const runsJobs = isJobRunner();
  const logger = pino(
    {
      level: config.LOG_LEVEL,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], remove: true },
    },
    // Written in order with the plain lines below (the URL must come last).
    pino.destination({ dest: 1, sync: true }),
  );
  logger.info(
    {
      mode: config.NODE_ENV,
      developerSignIn: config.devSignInEnabled,
      node: process.version,
    },
    `starting in ${config.NODE_ENV} mode`,
  );

  // Everything shutdown stops, as it comes to exist during start-up.
  const live: {
    database?: Database;
    ports?: Ports;
    app?: App;
    sweeper?: ReturnType<typeof Sweeper.startBookingSweeper>;
    reminders?: ReturnType<typeof Reminders.startReminderJob>;
    messageDigest?: ReturnType<typeof MessageDigest.startMessageDigestJob>;
    dataRights?: ReturnType<typeof DataRights.startDataRightsJob>;
  } = {};
  let stopping = false;
  const shutdown = createShutdown({
    deadlineMs: config.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    log: logger,
    // Logs are written synchronously, so nothing is lost at exit; should a flush ever wait on a
    // stdout nobody reads, the process still exits after 1 s.
    exit: (code) => {
      const exit = () => process.exit(code);
      setTimeout(exit, 1000);
      logger.flush(exit);
    },
    steps: [
      { name: 'booking sweeper', done: 'sweeper stopped', run: async () => live.sweeper?.stop() },
      { name: 'reminders', done: 'reminders stopped', run: async () => live.reminders?.stop() },
      {
        name: 'message mails',
        done: 'message mails stopped',
        run: async () => live.messageDigest?.stop(),
      },
      {
        name: 'data rights job',
        done: 'data rights job stopped',
        run: async () => live.dataRights?.stop(),
      },
      // Call sockets before HTTP, with their leave recorded while pub/sub and the database are open.
      {
        name: 'call sockets',
        done: 'call sockets closed',
        // Loaded with the app's routes already; imported here so start-up does not wait for it.
        run: async () => (await import('./modules/calls/signalling')).closeCallSockets(),
      },
      // Stops listening, answers requests still in flight, closes idle keep-alive connections.
      { name: 'HTTP server', done: 'HTTP closed', run: async () => live.app?.close() },
      { name: 'pub/sub', done: 'pub/sub closed', run: async () => live.ports?.pubsub.close() },
      { name: 'media', done: 'media closed', run: async () => live.ports?.media.close() },
      // Last: requests and the sweeper no longer use it. PGlite writes its data folder cleanly here.
      { name: 'database', done: 'database closed', run: async () => live.database?.close() },
    ],
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopping = true;
      void shutdown(signal);
    });
  }
  // A worker whose primary is gone (killed outright) stops too, rather than serve nobody.
  if (cluster.isWorker)
    process.on('disconnect', () => {
      stopping = true;
      void shutdown('primary gone');
    });

  // How long each start-up step took (logged with "server listening"; bench/start reads it).
  const phases: Record<string, number> = {};
  let phaseStart = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - phaseStart);
    phaseStart = now;
  };
  const opening = openDatabase({
    databaseUrl: config.DATABASE_URL,
    directUrl: config.DATABASE_DIRECT_URL,
    dataDir: config.DATA_DIR,
    poolMax: config.DATABASE_POOL_MAX,
    templateDir: pgliteTemplateDir(),
  });
  const loading = loadAppModules();
  loading.catch(() => undefined); // awaited below; a failure is reported there, not as unhandled
  const database = (live.database = await opening);
  phase('databaseMs');
  logger.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? config.DATA_DIR : undefined },
    'database opened',
  );
  await runMigrations(database);
  phase('migrationsMs');
  const [
    { buildApp },
    { createPorts },
    { isEmpty, seedDemo },
    { seedDemoDocuments },
    { seedDemoImages },
    { startBookingSweeper },
    { startReminderJob },
    { startMessageDigestJob },
    { startDataRightsJob },
    { sweepNeeds },
  ] = await loading;
  // In a cluster only the job runner seeds (the primary starts it before the others).
  if (runsJobs && config.SEED_DEMO && (await isEmpty(database.db))) {
    const counts = await seedDemo(database.db);
    logger.info(counts, 'empty database: demo data seeded');
  }
  phase('seedMs');
  const ports = (live.ports = createPorts(config, database.db, (err, msg) =>
    logger.error({ err }, msg),
  ));
  // Demo tutors awaiting review get sample documents once the file store exists.
  if (runsJobs && config.SEED_DEMO) {
    await seedDemoDocuments(database.db, ports.files);
    await seedDemoImages(database.db, ports.files); // portraits and blog covers
  }
  phase('seedFilesMs');
  const app = (live.app = await buildApp({ config, database, ports, logger }));
  phase('appMs');
  // Booking lifecycle: expire and complete bookings as their times pass (SWEEP_INTERVAL_SECONDS).
  // Single-runner jobs: in one process per machine (cluster/job-runner.ts).
  const sweeper = (live.sweeper = runsJobs
    ? startBookingSweeper({
        db: database.db,
        intervalSeconds: config.SWEEP_INTERVAL_SECONDS,
        log: logger,
        tokenIdleHours: config.SESSION_IDLE_HOURS,
        onRun: (run) => app.recordSweep(run),
        // Needs expire and widen on the same beat (modules/needs/sweep-needs.ts).
        afterSweep: async () => {
          const c = await sweepNeeds(database.db, {
            mail: ports.mail,
            appUrl: config.PUBLIC_URL,
            log: logger,
          });
          if (c.expired || c.widened) logger.info(c, 'needs swept');
        },
      })
    : undefined);
  // class reminders and tutors' daily summaries at the sweep interval; the sent-log in
  // the database keeps each to one send even when several machines run the job.
  if (runsJobs)
    live.reminders = startReminderJob({
      db: database.db,
      mail: ports.mail,
      appUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
      intervalSeconds: config.SWEEP_INTERVAL_SECONDS,
      log: logger,
    });
  // Unread messages mailed after 10 minutes, at most hourly per conversation (modules/messages).
  if (runsJobs)
    live.messageDigest = startMessageDigestJob({
      db: database.db,
      mail: ports.mail,
      appUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
      intervalSeconds: config.SWEEP_INTERVAL_SECONDS,
      log: logger,
    });
  // Erasure after the grace period, expired exports (docs/decisions/data-rights.md).
  if (runsJobs)
    live.dataRights = startDataRightsJob({
      db: database.db,
      store: ports.files,
      endSessions: (id) => app.sessions.endUser(id),
      intervalSeconds: config.SWEEP_INTERVAL_SECONDS,
      log: logger,
    });
  if (runsJobs)
    logger.info(
      { jobs: ['booking sweeper', 'reminders', 'message mails', 'data rights'] },
      'single-runner jobs started',
    );
  if (stopping) return; // a signal during start-up: shutdown is already closing what exists
  await app.listen({ port: config.PORT, host: config.HOST });
  phase('listenMs');
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = config.PUBLIC_URL ?? `http://localhost:${port}`;
  await sweeper?.firstRun;
  phase('firstSweepMs');
  logger.info({ url, mode: config.NODE_ENV, startup: phases }, 'server listening');
  if (cluster.isWorker) {
    // The primary prints the URL once all workers have said this.
    process.send?.({ type: WORKER_READY, port });
    return;
  }

  // Plain lines for people and scripts, after the logs: the mode, then the URL on its own line.
  console.log(
    `\n  TutorsPlace is running in ${config.NODE_ENV} mode` +
      `${config.devSignInEnabled ? ' (developer sign-in on)' : ''}. Open:\n\n${url}\n`,
  );
}
