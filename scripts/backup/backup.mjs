#!/usr/bin/env node
// npm run backup [-- --out <folder>]: a consistent, compressed snapshot of the database and the
// uploaded files, with a manifest of row counts and SHA-256 checksums.
// - Embedded database (PGlite, DATA_DIR/pg): the server must be stopped (PGlite has one owner);
//   the data folder is dumped whole (PGlite's dumpDataDir) and checked by opening it.
// - PostgreSQL (DATABASE_URL): pg_dump in custom format, taken in the same snapshot as the row
//   counts (pg_export_snapshot), so the server can keep running.
// - Files: DATA_DIR/files is copied; with S3_BUCKET the bucket is not copied (see the README:
//   use the bucket's versioning and replication).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  FORMAT,
  VERSION,
  BackupError,
  fail,
  listFiles,
  openPg,
  openPglite,
  run,
  sha256File,
  tableCounts,
} from './common.mjs';

async function backup() {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const dataDir = path.resolve(process.env.DATA_DIR || './data');
  const databaseUrl = process.env.DATABASE_URL;
  const outDir = path.resolve(values.out || path.join(dataDir, '..', 'backups'));
  fs.mkdirSync(outDir, { recursive: true });
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-backup-'));
  try {
    const manifest = {
      format: FORMAT,
      version: VERSION,
      createdAt: new Date().toISOString(),
      engine: databaseUrl ? 'postgres' : 'pglite',
      database: null,
      tables: {},
      files: { store: process.env.S3_BUCKET ? 's3' : 'local', entries: [] },
    };
    if (databaseUrl) {
      const dbFile = path.join(stage, 'database.pgdump');
      const pg = await openPg(databaseUrl);
      try {
        await pg.query('begin isolation level repeatable read read only');
        const [{ snapshot }] = await pg.query('select pg_export_snapshot() as snapshot');
        manifest.tables = await tableCounts(pg.query);
        run('pg_dump', [
          '--format=custom',
          `--snapshot=${snapshot}`,
          '--no-owner',
          `--file=${dbFile}`,
          databaseUrl,
        ]);
        await pg.query('commit');
      } finally {
        await pg.close();
      }
      manifest.database = {
        file: 'database.pgdump',
        sha256: sha256File(dbFile),
        bytes: fs.statSync(dbFile).size,
      };
    } else {
      const pgDir = path.join(dataDir, 'pg');
      if (!fs.existsSync(path.join(pgDir, 'PG_VERSION')))
        throw new BackupError(
          `No embedded database in ${pgDir} (set DATA_DIR, or DATABASE_URL for PostgreSQL).`,
        );
      if (fs.existsSync(path.join(pgDir, 'postmaster.pid')))
        throw new BackupError(
          'The server seems to be running on this data folder: stop it first (PGlite has one owner).',
        );
      const db = await openPglite(pgDir);
      try {
        manifest.tables = await tableCounts(db.query);
        const blob = await db.client.dumpDataDir('gzip');
        fs.writeFileSync(
          path.join(stage, 'database.tar.gz'),
          Buffer.from(await blob.arrayBuffer()),
        );
      } finally {
        await db.close();
      }
      const dbFile = path.join(stage, 'database.tar.gz');
      manifest.database = {
        file: 'database.tar.gz',
        sha256: sha256File(dbFile),
        bytes: fs.statSync(dbFile).size,
      };
    }
    if (manifest.files.store === 'local') {
      const root = path.join(dataDir, 'files');
      for (const rel of listFiles(root)) {
        const to = path.join(stage, 'files', rel);
        fs.mkdirSync(path.dirname(to), { recursive: true });
        fs.copyFileSync(path.join(root, rel), to);
        manifest.files.entries.push({
          path: rel,
          sha256: sha256File(to),
          bytes: fs.statSync(to).size,
        });
      }
    }
    fs.writeFileSync(path.join(stage, 'manifest.json'), JSON.stringify(manifest, null, 2));
    const stamp = manifest.createdAt.replace(/[:.]/g, '-');
    const out = path.join(outDir, `tutorsplace-backup-${stamp}.tar.gz`);
    run('tar', ['-czf', `${out}.partial`, '-C', stage, '.']);
    fs.renameSync(`${out}.partial`, out);
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    process.stdout.write(
      `Backup written: ${out}\n${manifest.engine}, ${Object.keys(manifest.tables).length} tables, ${rows} rows, ${manifest.files.entries.length} files\n`,
    );
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
  }
}

backup().catch(fail);
