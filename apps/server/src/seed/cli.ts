// npm run seed [-- --reset]: seeds the demo into an empty database; --reset empties it first.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { isEmpty, resetDatabase, seedDemo } from './demo';
import { seedDemoDocuments } from './demo-documents';
import { seedDemoImages } from './demo-images';
import { createFileStore } from '../ports/create-ports';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  directUrl: config.DATABASE_DIRECT_URL,
  dataDir: config.DATA_DIR,
});
try {
  if (process.argv.includes('--reset')) {
    await resetDatabase(database.db);
    // Local uploads belong to the rows just removed (S3 buckets are left to their owner).
    if (!config.S3_BUCKET)
      fs.rmSync(path.join(config.DATA_DIR, 'files'), { recursive: true, force: true });
    console.log('Database emptied.');
  }
  // A reset database gets its tables and reference data (catalogue, policy pages) back here.
  await runMigrations(database);
  if (await isEmpty(database.db)) {
    const counts = await seedDemo(database.db);
    console.log(
      `Demo data seeded: ${counts.tutors} tutors, ${counts.students} students, 1 admin and blogs.`,
    );
  } else {
    console.log('Database already has data; nothing seeded. Use --reset to rebuild the demo.');
  }
  // Sample documents for demo tutors awaiting review (as the server does at start).
  const store = createFileStore(config);
  await seedDemoDocuments(database.db, store);
  await seedDemoImages(database.db, store);
} finally {
  await database.close();
}
