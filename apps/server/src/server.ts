// Entry of the built server (`npm start` runs apps/server/dist/server.js). Reads the configuration,
// then runs one server process, or, with WEB_CONCURRENCY above 1, the cluster primary that starts
// that many (cluster/primary.ts). The server itself is imported only where it runs, so the
// primary stays small.
import cluster from 'node:cluster';
import { ConfigError, loadConfig, type Config } from './config';

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
