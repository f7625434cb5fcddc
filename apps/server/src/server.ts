import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { createPorts } from './ports/create-ports';
import { buildApp } from './app';
import { isEmpty, seedDemo } from './seed/demo';
import { seedDemoDocuments } from './seed/demo-documents';
import { startBookingSweeper } from './modules/bookings/sweep-bookings';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = pino({
    level: config.LOG_LEVEL,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], remove: true },
  });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolMax: config.DATABASE_POOL_MAX,
  });
  logger.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? config.DATA_DIR : undefined },
    'database opened',
  );
  await runMigrations(database);
  if (config.SEED_DEMO && (await isEmpty(database.db))) {
    const counts = await seedDemo(database.db);
    logger.info(counts, 'empty database: demo data seeded');
  }
  const ports = createPorts(config, database.db, (err, msg) => logger.error({ err }, msg));
  // Demo tutors awaiting review get sample documents once the file store exists.
  if (config.SEED_DEMO) await seedDemoDocuments(database.db, ports.files);
  const app = await buildApp({ config, database, ports, logger });
  // Booking lifecycle: expire and complete bookings as their times pass (SWEEP_INTERVAL_SECONDS).
  const stopSweeper = startBookingSweeper({
    db: database.db,
    intervalSeconds: config.SWEEP_INTERVAL_SECONDS,
    log: logger,
    tokenIdleHours: config.SESSION_IDLE_HOURS,
    onRun: (run) => app.recordSweep(run),
  });
  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    await stopSweeper();
    await app.close();
    await ports.pubsub.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = config.PUBLIC_URL ?? `http://localhost:${port}`;
  logger.info({ url }, 'server listening');
  // Plain line for people and scripts: the URL to open.
  console.log(`\n  TutorsPlace is running at ${url}\n`);
}

main().catch((err) => {
  console.error('Failed to start:', err);
  process.exit(1);
});
