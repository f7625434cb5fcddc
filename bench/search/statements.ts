// The floor of the discovery benchmark: prints, as one JSON line, the SQL statements
// the server runs for each benchmark query, taken from the server's own code (the token lookup of
// the auth plugin, then getTutors' page query), so run.mjs can replay them with a raw `pg` client
// on the same data. Bundled and run by bench/search/run.mjs.
//   node statements.mjs --databaseUrl=... --token=... --queries='["", "sort=price-low", ...]'
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { getTutorsQuerySchema } from '@tm/shared/schemas/tutor-search';
import { parseQueryString } from '../../apps/server/src/app';
import type { Db } from '../../apps/server/src/db/client';
import { getTutors } from '../../apps/server/src/modules/discovery/get-tutors';
import { userForToken } from '../../apps/server/src/modules/auth/tokens';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const i = a.indexOf('=');
    return [a.slice(2, i), a.slice(i + 1)];
  }),
);
const queries = JSON.parse(args.queries!) as string[];

const seen: Array<{ text: string; values: unknown[] }> = [];
const pool = new pg.Pool({ connectionString: args.databaseUrl, max: 1 });
const db = drizzle(pool, {
  logger: { logQuery: (text, values) => seen.push({ text, values }) },
}) as unknown as Db;

// The token lookup, as every signed-in request makes it (a named prepared statement).
const found = await userForToken(db, args.token!, { idleHours: 24 * 365 });
if (!found) throw new Error('the benchmark token is not valid');
const lookup = seen.find((s) => /auth_tokens/.test(s.text));
if (!lookup) throw new Error('no token lookup seen');

const pages: Array<{ text: string; values: unknown[] }> = [];
for (const q of queries) {
  seen.length = 0;
  const query = getTutorsQuerySchema.parse(parseQueryString(q));
  await getTutors({ db, viewer: found.user, query });
  // The page itself: the first statement that is not the search dictionary (read once a minute
  // per process); a count may follow, cached by the server.
  pages.push(seen.find((s) => !/search_synonyms/.test(s.text))!);
}
await pool.end();
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
console.log(
  JSON.stringify({
    lookup: { text: lookup.text, values: lookup.values.map(iso) },
    pages: pages.map((p) => ({ text: p.text, values: p.values.map(iso) })),
  }),
);
