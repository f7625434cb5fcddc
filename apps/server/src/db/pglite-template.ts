// The embedded database's start-up template (issue 17): a new PGlite data folder runs initdb
// (4-5 s and ~850 MB at peak); loading a saved, already migrated folder takes about a second. The
// server build writes it beside the bundle (`node dist/pglite-template.js`, run by build.mjs);
// openDatabase uses it for a data folder that does not exist yet, then migrations run as usual
// (they find nothing to do unless the template is older than the migrations).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from './client';
import { runMigrations } from './migrate';

/** Where the built server finds its template (beside its own files); absent when run from src. */
export function pgliteTemplateFile(): string {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), 'pglite-template.tar.gz');
}

export async function writePgliteTemplate(file: string): Promise<void> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await runMigrations(database);
    const blob = await database.dumpDataDir!();
    fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  } finally {
    await database.close();
  }
}

// Run as a script by the build: node dist/pglite-template.js [file]
if (process.argv[1] && path.basename(process.argv[1]).startsWith('pglite-template')) {
  await writePgliteTemplate(process.argv[2] ?? pgliteTemplateFile());
}
