import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    testDb:
      | { kind: 'pglite'; templateFile: string }
      | {
          kind: 'postgres';
          adminUrl: string;
          /** Where the apps connect (a PgBouncer in front of adminUrl's server, or adminUrl). */
          appUrl: string;
          template: string;
          runId: string;
        };
  }
}

/**
 * Migrates one template database per run; each test file then starts from a copy of it
 * (PGlite: a dumped data dir; PostgreSQL: CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres') {
    const appUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    // Through a transaction pooler (TEST_DATABASE_URL is PgBouncer), databases are made and
    // migrated over the direct URL, as DATABASE_DIRECT_URL does in production.
    const adminUrl = process.env.TEST_DATABASE_DIRECT_URL ?? appUrl;
    // One run id names this run's template and every test database made from it, so teardown
    // drops only this run's databases: two runs on one server never wreck each other.
    const runId = crypto.randomBytes(4).toString('hex');
    const template = `tm_tpl_${runId}`;
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const database = await openDatabase({
      databaseUrl: withDb(adminUrl, template),
      dataDir: 'memory://',
    });
    await runMigrations(database);
    await database.close();
    project.provide('testDb', { kind: 'postgres', adminUrl, appUrl, template, runId });
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1`,
        [`tm_t_${runId}_%`],
      );
      for (const r of rows)
        await admin.query(`drop database if exists ${r.datname} with (force)`).catch(() => {});
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await runMigrations(database);
  const client = (
    database.db as unknown as { $client: { dumpDataDir(c: 'none' | 'gzip'): Promise<Blob> } }
  ).$client;
  const blob = await client.dumpDataDir('none');
  const templateFile = path.join(os.tmpdir(), `tm-pglite-${process.pid}.tar`);
  fs.writeFileSync(templateFile, Buffer.from(await blob.arrayBuffer()));
  await database.close();
  project.provide('testDb', { kind: 'pglite', templateFile });
  return () => fs.rmSync(templateFile, { force: true });
}

export function withDb(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}
