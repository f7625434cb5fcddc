// npm run backup / npm run restore: seed data, back up, restore into a new data folder (and a new
// PostgreSQL database when one is running), compare every table's row count and every file's
// checksum; a damaged or tampered backup is refused and restores nothing.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { createBooking, createStudent, createTutor } from '../src/seed/factories';

const root = path.resolve(__dirname, '../../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-backup-test-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

function script(
  name: 'backup' | 'restore',
  args: string[],
  env: Record<string, string | undefined>,
) {
  const r = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/backup', `${name}.mjs`), ...args],
    {
      cwd: root,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      timeout: 120_000,
    },
  );
  return { code: r.status, out: r.stdout, err: r.stderr };
}

async function seed(database: Database, filesDir: string) {
  await runMigrations(database);
  const { user: tutor } = await createTutor(database.db);
  for (let i = 0; i < 3; i++) {
    const { user: student } = await createStudent(database.db);
    await createBooking(database.db, { studentId: student.id, tutorId: tutor.id });
  }
  for (const key of ['public/photos/a.webp', 'documents/x/id.pdf', 'exports/u/z.zip']) {
    fs.mkdirSync(path.dirname(path.join(filesDir, key)), { recursive: true });
    fs.writeFileSync(path.join(filesDir, key), crypto.randomBytes(2000));
  }
}

async function counts(database: Database) {
  const rows = (
    (await database.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by 1`,
    )) as unknown as { rows: { tablename: string }[] }
  ).rows;
  const out: Record<string, number> = {};
  for (const { tablename } of rows) {
    const r = (await database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(tablename)}`,
    )) as unknown as { rows: { n: number }[] };
    out[tablename] = r.rows[0]!.n;
  }
  return out;
}

const fileSums = (dir: string) => {
  if (!fs.existsSync(dir)) return {};
  const out: Record<string, string> = {};
  for (const rel of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const full = path.join(dir, rel);
    if (fs.statSync(full).isFile())
      out[rel] = crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex');
  }
  return out;
};

/** The archive with one byte of the named member changed (re-packed with tar). */
function tampered(archive: string, member: string): string {
  const dir = fs.mkdtempSync(path.join(work, 'tamper-'));
  spawnSync('tar', ['-xzf', archive, '-C', dir]);
  const f = path.join(dir, member);
  const bytes = fs.readFileSync(f);
  bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 0xff;
  fs.writeFileSync(f, bytes);
  const out = path.join(work, `tampered-${crypto.randomBytes(3).toString('hex')}.tar.gz`);
  spawnSync('tar', ['-czf', out, '-C', dir, '.']);
  return out;
}

describe('backup and restore, embedded database', () => {
  it('restores into a new folder with equal row counts and files; refuses damaged or tampered backups', async () => {
    const source = path.join(work, 'source');
    const source_db = await openDatabase({ dataDir: source });
    await seed(source_db, path.join(source, 'files'));
    const before = await counts(source_db);
    await source_db.close();
    expect(before.bookings).toBe(3);

    const made = script('backup', ['--out', path.join(work, 'out')], { DATA_DIR: source });
    expect(made.code, made.err).toBe(0);
    const archive = /Backup written: (\S+)/.exec(made.out)![1]!;

    const target = path.join(work, 'target');
    const restored = script('restore', [archive], { DATA_DIR: target });
    expect(restored.code, restored.err).toBe(0);
    expect(restored.out).toContain('row counts match');
    const target_db = await openDatabase({ dataDir: target });
    expect(await counts(target_db)).toEqual(before);
    await target_db.close();
    expect(fileSums(path.join(target, 'files'))).toEqual(fileSums(path.join(source, 'files')));

    // Into a folder that holds data: refused.
    const again = script('restore', [archive], { DATA_DIR: target });
    expect(again.code).toBe(1);
    expect(again.err).toContain('is not empty');

    // Damaged bytes: refused, nothing written.
    const broken = path.join(work, 'broken.tar.gz');
    const bytes = fs.readFileSync(archive);
    fs.writeFileSync(broken, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const empty = path.join(work, 'empty');
    const r1 = script('restore', [broken], { DATA_DIR: empty });
    expect(r1.code).toBe(1);
    expect(r1.err).toContain('damaged');
    const r2 = script('restore', [tampered(archive, 'files/documents/x/id.pdf')], {
      DATA_DIR: empty,
    });
    expect(r2.code).toBe(1);
    expect(r2.err).toContain('files/documents/x/id.pdf does not match its checksum');
    expect(
      fs.existsSync(path.join(empty, 'pg')) && fs.readdirSync(path.join(empty, 'pg')).length,
    ).toBeFalsy();
    // A PostgreSQL target for an embedded backup: refused with the reason.
    const r3 = script('restore', [archive], {
      DATA_DIR: empty,
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/x',
    });
    expect(r3.code).toBe(1);
    expect(r3.err).toContain('embedded database');
  }, 240_000);
});

const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const pgUp = await new Promise<boolean>((resolve) => {
  const u = new URL(pgUrl);
  const s = net.connect(Number(u.port || 5432), u.hostname);
  s.once('connect', () => (s.destroy(), resolve(true)));
  s.once('error', () => resolve(false));
});
const withDb = (url: string, db: string) => {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
};

describe.skipIf(!pgUp && process.env.CI !== 'true')(
  'backup and restore, PostgreSQL (pg_dump custom format)',
  () => {
    it('restores into a new database with equal row counts and files', async () => {
      const { default: pg } = await import('pg');
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      const id = crypto.randomBytes(4).toString('hex');
      const [src, dst] = [`tm_bk_src_${id}`, `tm_bk_dst_${id}`];
      await admin.query(`create database ${src}`);
      await admin.query(`create database ${dst}`);
      try {
        const source = path.join(work, 'pg-source');
        const db = await openDatabase({
          databaseUrl: withDb(pgUrl, src),
          dataDir: source,
          poolMax: 2,
        });
        await seed(db, path.join(source, 'files'));
        const before = await counts(db);
        await db.close();
        const made = script('backup', ['--out', path.join(work, 'pg-out')], {
          DATA_DIR: source,
          DATABASE_URL: withDb(pgUrl, src),
        });
        expect(made.code, made.err).toBe(0);
        const archive = /Backup written: (\S+)/.exec(made.out)![1]!;
        const target = path.join(work, 'pg-target');
        const restored = script('restore', [archive], {
          DATA_DIR: target,
          DATABASE_URL: withDb(pgUrl, dst),
        });
        expect(restored.code, restored.err).toBe(0);
        const after = await openDatabase({
          databaseUrl: withDb(pgUrl, dst),
          dataDir: target,
          poolMax: 2,
        });
        expect(await counts(after)).toEqual(before);
        await after.close();
        expect(fileSums(path.join(target, 'files'))).toEqual(fileSums(path.join(source, 'files')));
        const again = script('restore', [archive], {
          DATA_DIR: path.join(work, 'x'),
          DATABASE_URL: withDb(pgUrl, dst),
        });
        expect(again.code).toBe(1);
        expect(again.err).toContain('not empty');
      } finally {
        await admin.query(`drop database if exists ${src} with (force)`);
        await admin.query(`drop database if exists ${dst} with (force)`);
        await admin.end();
      }
    }, 240_000);
  },
);
