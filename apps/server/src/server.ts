// Entry of the built server (`npm start` runs apps/server/dist/server.js). Reads the configuration,
// then runs one server process, or, with WEB_CONCURRENCY above 1, the cluster primary that starts
// that many (cluster/primary.ts). The server itself is imported only where it runs, so the
// primary stays small.
import cluster from 'node:cluster';
import module from 'node:module';
import { ConfigError, loadConfig, type Config } from './config';

// Node 22.1+ keeps V8's compiled code of the server's modules between starts (in the system's
// temporary folder), so a warm start compiles little of the bundle; Node 20 has no such cache and
// compiles it each time (~140 ms of a warm start).
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

async function start() {
  const config = readConfig();
  if (cluster.isPrimary && config.WEB_CONCURRENCY > 1) {
    const { runPrimary } = await import('./cluster/primary');
    await runPrimary(config);
  } else {
    const { runServer } = await import('./main');
    await runServer(config);
  }
}

start().catch((err) => {
  console.error('Failed to start:', err);
  process.exit(1);
});
