import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import type { Database } from './client';

/** The committed migrations folder, found both from source (src/db) and from the bundle (dist). */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.resolve(here, '../../drizzle'),
    path.resolve(here, '../drizzle'),
    path.resolve(here, 'drizzle'),
  ];
  const found = candidates.find((c) => fs.existsSync(path.join(c, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

export async function runMigrations(database: Database): Promise<void> {
  await database.migrate(migrationsFolder());
}
