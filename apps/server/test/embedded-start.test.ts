// Start-up: a new embedded data folder starts as a copy of the build's template folder
// (no initdb, no unpacking): migrated, and apart from the other folders copied from it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { migrationsFolder } from '../src/db/migrate';
import { writePgliteTemplate } from '../src/db/pglite-template';

const journal = JSON.parse(
  fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
) as { entries: Array<{ tag: string }> };

async function rows<T>(database: Database, query: ReturnType<typeof sql>) {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const appliedCount = async (database: Database) =>
  Number(
    (
      await rows<{ n: number }>(
        database,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )
    )[0]!.n,
  );

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-embedded-start-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

// Writing the template runs every migration on a fresh in-memory database and writes a data
// folder (several seconds of CPU, more when other test workers share the machine): set-up, with
// its own budget, so each test below only copies and opens folders.
const template = path.join(scratch, 'template');
beforeAll(() => writePgliteTemplate(template), 180_000);

describe('a new embedded data folder', () => {
  const dataDir = path.join(scratch, 'data-1');

  it('starts as a copy of the template folder, migrated', async () => {
    expect(fs.existsSync(path.join(template, 'PG_VERSION'))).toBe(true);
    const first = await openDatabase({ dataDir, templateDir: template });
    try {
      expect(await appliedCount(first)).toBe(journal.entries.length);
      await first.db.execute(sql`insert into categories (name) values ('Template check')`);
    } finally {
      await first.close();
    }
    expect(fs.readdirSync(scratch).filter((n) => n.includes('.partial-'))).toEqual([]);
  });

  it('opened again, keeps its own data rather than a fresh copy', async () => {
    const again = await openDatabase({ dataDir, templateDir: template });
    try {
      const found = await rows(again, sql`select 1 from categories where name = 'Template check'`);
      expect(found).toHaveLength(1);
    } finally {
      await again.close();
    }
  });

  it('leaves the template as it was built: another new folder has none of that data', async () => {
    const other = await openDatabase({
      dataDir: path.join(scratch, 'data-2'),
      templateDir: template,
    });
    try {
      const found = await rows(other, sql`select 1 from categories where name = 'Template check'`);
      expect(found).toHaveLength(0);
      expect(await appliedCount(other)).toBe(journal.entries.length);
    } finally {
      await other.close();
    }
  });
});
