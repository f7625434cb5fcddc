// Shared by backup.mjs and restore.mjs (docs/decisions/data-rights.md, README "Backups").
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

export const FORMAT = 'tutorsplace-backup';
export const VERSION = 1;

export class BackupError extends Error {}

export function sha256File(file) {
  const hash = crypto.createHash('sha256');
  const fd = fs.openSync(file, 'r');
  const buf = Buffer.alloc(1 << 20);
  try {
    for (;;) {
      const n = fs.readSync(fd, buf, 0, buf.length, null);
      if (n === 0) break;
      hash.update(buf.subarray(0, n));
    }
  } finally {
    fs.closeSync(fd);
  }
  return hash.digest('hex');
}

/** Every regular file under `root`, as paths relative to it (sorted, '/' separated). */
export function listFiles(root) {
  if (!fs.existsSync(root)) return [];
  const out = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.isFile()) out.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  walk(root);
  return out.sort();
}

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', ...opts });
  if (r.error) throw new BackupError(`${cmd} could not run: ${r.error.message}`);
  if (r.status !== 0)
    throw new BackupError(`${cmd} failed: ${(r.stderr || r.stdout || '').trim()}`);
  return r.stdout;
}

/** Row counts of every table in the public schema, through `query(sql) → rows`. */
export async function tableCounts(query) {
  const tables = (
    await query(`select tablename from pg_tables where schemaname = 'public' order by 1`)
  ).map((r) => r.tablename);
  const counts = {};
  for (const t of tables) {
    const [row] = await query(`select count(*)::int as n from "${t.replace(/"/g, '""')}"`);
    counts[t] = Number(row.n);
  }
  return counts;
}

export async function openPglite(dataDir, loadDataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm }, loadDataDir });
  return {
    client,
    query: async (sql) => (await client.query(sql)).rows,
    close: () => client.close(),
  };
}

export async function openPg(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    client,
    query: async (sql) => (await client.query(sql)).rows,
    close: () => client.end(),
  };
}

export function fail(err) {
  const message = err instanceof BackupError ? err.message : (err?.stack ?? String(err));
  process.stderr.write(`${message}\n`);
  process.exit(1);
}
