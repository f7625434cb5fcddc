// The embedded database's start-up template: a new PGlite data folder runs initdb
// (4-5 s and ~850 MB at peak). The server build instead saves an already migrated, cleanly closed
// data folder beside the bundle (`node dist/pglite-template.js`, run by build.mjs); openDatabase
// copies it for a data folder that does not exist yet (a plain file copy, ~40 MB, tens of ms, after
// which the first start opens the database as every later start does), then migrations run as
// usual (they find nothing to do unless the template is older than the migrations).
//
// It was a gzipped tarball given to PGlite's `loadDataDir` before: unpacking that through
// PGlite's file system took ~0.7 s more than opening a folder (cold start 1.26 s against 0.53 s
// for the database step on the same machine).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from './client';
import { runMigrations } from './migrate';

/** Where the built server finds its template (beside its own files); absent when run from src. */
export function pgliteTemplateDir(): string {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), 'pglite-template');
}

/** Writes the template folder `dir` (replacing one that is there). */
export async function writePgliteTemplate(dir: string): Promise<void> {
  // Migrated in memory (no initdb on disk), then written out as a data folder and closed.
  const memory = await openDatabase({ dataDir: 'memory://' });
  let dump: Blob;
  try {
    await runMigrations(memory);
    dump = await memory.dumpDataDir!();
  } finally {
    await memory.close();
  }
  const work = `${dir}.partial-${process.pid}`;
  fs.rmSync(work, { recursive: true, force: true });
  const onDisk = await openDatabase({ dataDir: work, loadDataDir: dump });
  await onDisk.close();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(path.join(work, 'pg'), dir);
  fs.rmSync(work, { recursive: true, force: true });
}

// Run as a script by the build: node dist/pglite-template.js [folder]
if (process.argv[1] && path.basename(process.argv[1]).startsWith('pglite-template')) {
  await writePgliteTemplate(process.argv[2] ?? pgliteTemplateDir());
}
