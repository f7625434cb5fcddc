// npm run seed [-- --reset]: seeds the demo into an empty database; --reset empties it first.
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { isEmpty, resetDatabase, seedDemo } from './demo';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await runMigrations(database);
  if (process.argv.includes('--reset')) {
    await resetDatabase(database.db);
    console.log('Database emptied.');
  }
  if (await isEmpty(database.db)) {
    const counts = await seedDemo(database.db);
    console.log(
      `Demo data seeded: ${counts.tutors} tutors, ${counts.students} students, 1 admin, blogs and policy pages.`,
    );
  } else {
    console.log('Database already has data; nothing seeded. Use --reset to rebuild the demo.');
  }
} finally {
  await database.close();
}
