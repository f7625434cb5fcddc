#!/usr/bin/env node
// npm run restore -- <backup.tar.gz>: restores a backup made by backup.mjs into an EMPTY place:
// DATA_DIR (embedded database; DATA_DIR/pg and DATA_DIR/files must not hold data) or the
// PostgreSQL database of DATABASE_URL (which must have no tables). Every checksum is verified
// before anything is written; a damaged, tampered or mismatched file is refused with a message
// and nothing is restored. Afterwards every table's row count is compared with the manifest.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

const isEmpty = (dir) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

async function restore() {
  const file = process.argv[2];
  if (!file) throw new BackupError('Usage: npm run restore -- <backup file>');
  if (!fs.existsSync(file)) throw new BackupError(`No such file: ${file}`);
  const dataDir = path.resolve(process.env.DATA_DIR || './data');
  const databaseUrl = process.env.DATABASE_URL;
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-restore-'));
  try {
    try {
      run('tar', ['-xzf', path.resolve(file), '-C', stage]);
    } catch {
      throw new BackupError(`This file is damaged or is not a TutorsPlace backup: ${file}`);
    }
    let manifest;
    try {
      manifest = JSON.parse(fs.readFileSync(path.join(stage, 'manifest.json'), 'utf8'));
    } catch {
      throw new BackupError('This file is not a TutorsPlace backup: it has no readable manifest.');
    }
    if (manifest.format !== FORMAT || manifest.version !== VERSION)
      throw new BackupError(
        `Unsupported backup (format ${manifest.format} version ${manifest.version}).`,
      );
    // Every checksum first: nothing is written from a file that does not match.
    const check = (rel, expected) => {
      const full = path.join(stage, rel);
      if (!fs.existsSync(full) || sha256File(full) !== expected)
        throw new BackupError(
          `The backup is corrupt: ${rel} does not match its checksum. Nothing was restored.`,
        );
    };
    check(manifest.database.file, manifest.database.sha256);
    for (const f of manifest.files.entries) check(path.join('files', f.path), f.sha256);
    const extra = listFiles(path.join(stage, 'files')).filter(
      (rel) => !manifest.files.entries.some((f) => f.path === rel),
    );
    if (extra.length)
      throw new BackupError(`The backup is corrupt: files not in its manifest (${extra[0]}).`);

    const filesDir = path.join(dataDir, 'files');
    if (manifest.files.entries.length && !isEmpty(filesDir))
      throw new BackupError(`${filesDir} is not empty: restore into an empty data folder.`);

    let counts;
    if (manifest.engine === 'postgres') {
      if (!databaseUrl)
        throw new BackupError(
          'This is a PostgreSQL backup: set DATABASE_URL to an empty database.',
        );
      const pg = await openPg(databaseUrl);
      try {
        const [{ n }] = await pg.query(
          `select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`,
        );
        if (n > 0)
          throw new BackupError(
            'The database of DATABASE_URL is not empty: restore into a new, empty database.',
          );
      } finally {
        await pg.close();
      }
      run('pg_restore', [
        '--no-owner',
        '--exit-on-error',
        `--dbname=${databaseUrl}`,
        path.join(stage, manifest.database.file),
      ]);
      const after = await openPg(databaseUrl);
      try {
        counts = await tableCounts(after.query);
      } finally {
        await after.close();
      }
    } else {
      if (databaseUrl)
        throw new BackupError(
          'This is a backup of the embedded database: unset DATABASE_URL and set DATA_DIR to an empty folder.',
        );
      const pgDir = path.join(dataDir, 'pg');
      if (!isEmpty(pgDir))
        throw new BackupError(`${pgDir} is not empty: restore into an empty data folder.`);
      fs.mkdirSync(pgDir, { recursive: true });
      const blob = new Blob([fs.readFileSync(path.join(stage, manifest.database.file))]);
      const db = await openPglite(pgDir, blob);
      try {
        counts = await tableCounts(db.query);
      } finally {
        await db.close();
      }
    }
    for (const f of manifest.files.entries) {
      const to = path.join(filesDir, f.path);
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.copyFileSync(path.join(stage, 'files', f.path), to);
    }
    const differ = Object.keys({ ...manifest.tables, ...counts }).filter(
      (t) => manifest.tables[t] !== counts[t],
    );
    if (differ.length)
      throw new BackupError(
        `Restored, but row counts differ from the backup in: ${differ.join(', ')}.`,
      );
    process.stdout.write(
      `Restored ${manifest.engine} backup of ${manifest.createdAt}: ${Object.keys(counts).length} tables, ${manifest.files.entries.length} files; row counts match.\n`,
    );
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
  }
}

restore().catch(fail);
