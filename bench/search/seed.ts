// Seeds a discovery benchmark database with the server's own code (migrations, search text,
// tokens): 100,000 verified tutors with realistic spreads, a few thousand unverified ones (the
// partial indexes must skip them), and a student with favourites whose token the load uses.
// Bundled and run by bench/search/run.mjs; prints one JSON line with the token and the count.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { issueToken } from '../../apps/server/src/modules/auth/tokens';
import { listCategories, listSubcategories } from '../../apps/server/src/modules/lookups/catalogue';
import { loadInrRates } from '../../apps/server/src/modules/tutors/price-inr';
import { rateInEffect, toInrMinor, type InrRate } from '../../packages/shared/src/rules/currency';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]),
);
const VERIFIED = Number(args.tutors ?? 100_000);
const UNVERIFIED = Math.round(VERIFIED * 0.05);
const BATCH = 5_000;

// A small deterministic PRNG (mulberry32) so every run seeds the same data.
let seed = 20240607;
function rand(): number {
  seed |= 0;
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
function weighted<T>(pairs: ReadonlyArray<readonly [T, number]>): T {
  const total = pairs.reduce((s, [, w]) => s + w, 0);
  let r = rand() * total;
  for (const [v, w] of pairs) if ((r -= w) < 0) return v;
  return pairs[pairs.length - 1]![0];
}
function some<T>(xs: readonly T[], min: number, max: number): T[] {
  const n = min + Math.floor(rand() * (max - min + 1));
  const pool = [...xs];
  const out: T[] = [];
  while (out.length < n && pool.length)
    out.push(pool.splice(Math.floor(rand() * pool.length), 1)[0]!);
  return out;
}
const roundTo = (v: number, step: number) => Math.max(step, Math.round(v / step) * step);

const FIRST = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Arjun',
  'Sai',
  'Reyansh',
  'Krishna',
  'Ishaan',
  'Rohan',
  'Kabir',
  'Ananya',
  'Diya',
  'Saanvi',
  'Aadhya',
  'Kavya',
  'Ishita',
  'Meera',
  'Priya',
  'Lakshmi',
  'Sneha',
  'Farhan',
  'Ayesha',
  'Zoya',
  'Imran',
  'Daniel',
  'Maria',
  'Joseph',
  'Harpreet',
  'Gurpreet',
  'Tenzin',
  'Nikhil',
  'Pooja',
  'Rahul',
  'Divya',
  'Karthik',
  'Deepa',
  'Suresh',
  'Ramya',
  'Vikram',
  'Neha',
];
const LAST = [
  'Sharma',
  'Verma',
  'Iyer',
  'Nair',
  'Reddy',
  'Rao',
  'Kulkarni',
  'Patil',
  'Menon',
  'Das',
  'Banerjee',
  'Mukherjee',
  'Gupta',
  'Agarwal',
  'Khan',
  'Siddiqui',
  'Thomas',
  'Fernandes',
  'Singh',
  'Gill',
  'Shetty',
  'Hegde',
  'Pillai',
  'Chatterjee',
  'Joshi',
  'Mehta',
  'Shah',
  'Desai',
  'Naidu',
  'Bhat',
];
const CITIES: ReadonlyArray<readonly [[string, string, string], number]> = [
  [['Bengaluru', 'Karnataka', 'India'], 30],
  [['New Delhi', 'Delhi', 'India'], 10],
  [['Mumbai', 'Maharashtra', 'India'], 10],
  [['Hyderabad', 'Telangana', 'India'], 8],
  [['Chennai', 'Tamil Nadu', 'India'], 8],
  [['Pune', 'Maharashtra', 'India'], 6],
  [['Kolkata', 'West Bengal', 'India'], 6],
  [['Mysuru', 'Karnataka', 'India'], 4],
  [['Ernakulam', 'Kerala', 'India'], 4],
  [['Jaipur', 'Rajasthan', 'India'], 3],
  [['Lucknow', 'Uttar Pradesh', 'India'], 3],
  [['Ahmedabad', 'Gujarat', 'India'], 3],
  [['Austin', 'Texas', 'United States'], 1.5],
  [['London', 'England', 'United Kingdom'], 1.5],
  [['Dubai', 'Dubai', 'United Arab Emirates'], 2],
];
const CATEGORY_WEIGHTS: Record<string, number> = {
  'School (CBSE)': 30,
  'School (ICSE/ISC)': 10,
  'School (State Board - Karnataka)': 8,
  Languages: 12,
  Music: 10,
  'Arts & Dance': 6,
  'Coding & Computers': 12,
  'Competitive Exams': 12,
};
const LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'Grade/Class'] as const;
const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const SLOT_WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['0-3', 1],
  ['3-6', 1],
  ['6-9', 8],
  ['9-12', 8],
  ['12-15', 6],
  ['15-18', 14],
  ['18-21', 20],
  ['21-24', 6],
];
const LANGS = [
  'Kannada',
  'Tamil',
  'Telugu',
  'Malayalam',
  'Marathi',
  'Bengali',
  'Gujarati',
  'Urdu',
  'Punjabi',
];
const DURATIONS = ['30 min', '45 min', '60 min', 'Flexible'];
const HEADLINES = [
  '{s} made simple',
  'Experienced {s} tutor for steady progress',
  '{s}: concepts first, then practice',
  'Patient {s} teacher with weekly feedback',
  'Result-oriented {s} coaching',
];
const BIOS = [
  'I have taught {s} for {y} years. Lessons start from the basics, then move to timed practice and past papers, with a short progress note every week.',
  'Former school teacher. I plan each class around the learner, use worksheets and quick quizzes, and keep parents informed about progress in {s}.',
  'Working professional who loves teaching {s}. Practical examples, small projects and regular revision make the ideas stick.',
];

type Catalogue = Record<string, string[]>;

function tutorRow(
  i: number,
  verified: boolean,
  now: number,
  rates: readonly InrRate[],
  catalogue: Catalogue,
) {
  const first = pick(FIRST);
  const last = pick(LAST);
  const category = weighted(Object.entries(CATEGORY_WEIGHTS) as Array<[string, number]>);
  const subjects = some(catalogue[category]!, 1, 3);
  const modes: string[] = [];
  if (rand() < 0.7) modes.push('Online Tutoring');
  if (rand() < 0.35) modes.push('Home Tutoring');
  if (rand() < 0.2) modes.push('At Tutor Place');
  if (!modes.length) modes.push(pick(['Online Tutoring', 'Home Tutoring', 'At Tutor Place']));
  const [city, state, country] = weighted(CITIES);
  const usd = country !== 'India';
  const min = usd ? roundTo(5 + rand() ** 2 * 60, 5) : roundTo(200 + rand() ** 2.2 * 3800, 50);
  const max = usd ? roundTo(min * (1.2 + rand()), 5) : roundTo(min * (1.2 + rand() * 1.3), 50);
  const years = Math.floor(rand() ** 1.5 * 30);
  const subject = subjects[0]!;
  const createdAt = new Date(now - Math.floor(rand() * 3 * 365 * 24 * 3600_000));
  return {
    user: {
      id: crypto.randomUUID(),
      email: `bench.tutor.${i}@example.test`,
      full_name: `${first} ${last}`,
      role: 'tutor',
      is_form_submitted: true,
      created_at: createdAt.toISOString(),
    },
    profile: {
      gender: first.endsWith('a') || first.endsWith('i') ? 'Female' : 'Male',
      date_of_birth: `19${70 + Math.floor(rand() * 30)}-0${1 + Math.floor(rand() * 9)}-1${Math.floor(rand() * 9)}`,
      contact_number: `9${String(Math.floor(rand() * 1e9)).padStart(9, '0')}`,
      timezone: usd ? 'America/Chicago' : 'Asia/Kolkata',
      country,
      state,
      city,
      tutoring_modes: modes,
      teaching_level: category.startsWith('School') ? 'Grade/Class' : pick(LEVELS),
      age_groups: [],
      category,
      subcategories: subjects,
      highest_qualification: pick(['Graduate', 'Post Graduate', 'PhD', 'Diploma']),
      specialization: subject,
      teaching_experience: years,
      current_occupation: pick(['Teacher', 'Freelancer', 'Working Professional', 'Other']),
      students_per_class: 1 + Math.floor(rand() * 5),
      avl_days: DAYS.filter((d) => rand() < (d === 'Sat' || d === 'Sun' ? 0.7 : 0.45)),
      avl_time: [
        ...new Set([
          weighted(SLOT_WEIGHTS),
          weighted(SLOT_WEIGHTS),
          ...(rand() < 0.3 ? [weighted(SLOT_WEIGHTS)] : []),
        ]),
      ],
      class_duration: pick(DURATIONS),
      pincodes:
        modes.includes('Home Tutoring') && city === 'Bengaluru'
          ? `5600${10 + Math.floor(rand() * 89)}`
          : null,
      headline: pick(HEADLINES).replace('{s}', subject),
      bio: pick(BIOS)
        .replace('{s}', subject)
        .replace('{y}', String(Math.max(1, years))),
      achievement: null,
      languages: [
        ...new Set([
          'English',
          ...(rand() < 0.7 ? ['Hindi'] : []),
          ...(rand() < 0.6 ? [pick(LANGS)] : []),
        ]),
      ],
      currency: usd ? 'USD' : 'INR',
      min_hour_charge_minor: min * 100,
      max_hour_charge_minor: max * 100,
      // Discovery filters and sorts on these, written by the product's rule: without
      // them every price filter matched no tutor and every price sort sorted nulls.
      min_price_inr_minor: toInrMinor(min * 100, usd ? 'USD' : 'INR', usdRate(rates, now)),
      max_price_inr_minor: toInrMinor(max * 100, usd ? 'USD' : 'INR', usdRate(rates, now)),
      verification_status: verified ? 'verified' : pick(['pending', 'rejected']),
      submitted_at: createdAt.toISOString(),
      reviewed_at: verified ? createdAt.toISOString() : null,
      total_views: 0,
      search_text: '',
      created_at: createdAt.toISOString(),
      updated_at: createdAt.toISOString(),
    },
  };
}

function usdRate(rates: readonly InrRate[], now: number) {
  return rateInEffect(rates, 'USD', new Date(now).toISOString().slice(0, 10));
}

async function main() {
  const started = Date.now();
  const database = await openDatabase({
    databaseUrl: args.databaseUrl || undefined,
    dataDir: args.dataDir ?? 'memory://',
    poolMax: 4,
  });
  await runMigrations(database);
  const db = database.db;
  // The catalogue the migrations installed (reference data).
  const catalogue: Catalogue = {};
  for (const name of await listCategories(db))
    catalogue[name] = (await listSubcategories(db, name)) ?? [];
  const now = Date.now();
  const rates = await loadInrRates(db);
  const total = VERIFIED + UNVERIFIED;
  const ids: string[] = [];
  for (let from = 0; from < total; from += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, total - from) }, (_, k) => {
      const i = from + k;
      // Unverified tutors are interleaved with the verified ones, as in real life.
      return tutorRow(i, i % 21 !== 20, now, rates, catalogue);
    });
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into users (id, email, full_name, role, is_form_submitted, created_at)
        select id, email, full_name, role, is_form_submitted, created_at from json_populate_recordset(null::users, ${JSON.stringify(rows.map((r) => r.user))}::json)`);
      // Named columns only: columns added later keep their defaults.
      const profiles = rows.map((r) => ({ user_id: r.user.id, ...r.profile }));
      const cols = sql.raw(Object.keys(profiles[0]!).join(', '));
      await tx.execute(
        sql`insert into tutor_profiles (${cols}) select ${cols} from json_populate_recordset(null::tutor_profiles, ${JSON.stringify(profiles)}::json)`,
      );
    });
    for (const r of rows) if (r.profile.verification_status === 'verified') ids.push(r.user.id);
    process.stderr.write(`\r  seeded ${Math.min(from + BATCH, total)} / ${total} tutors`);
  }
  process.stderr.write('\n');
  const counted = await db.execute(
    sql`select count(*)::int as n from tutor_profiles where verification_status = 'verified'`,
  );
  const [{ n } = { n: 0 }] = (counted as unknown as { rows: { n: number }[] }).rows;

  // The student whose token the load uses, with 50 favourites spread over the list.
  const student = crypto.randomUUID();
  await db.execute(
    sql`insert into users (id, email, full_name, role, is_form_submitted) values (${student}, 'bench.student@example.test', 'Bench Student', 'student', true)`,
  );
  for (let k = 0; k < 50; k++)
    await db.execute(
      sql`insert into favourites (student_id, tutor_id) values (${student}, ${ids[(k * 1999) % ids.length]!}) on conflict do nothing`,
    );
  const token = await issueToken(db, student, 24 * 30);

  // Compact the table (refreshing search_text rewrote every row), then fresh statistics and a
  // visibility map, as autovacuum leaves a live database.
  await db.execute(sql`vacuum full tutor_profiles`);
  await db.execute(sql`vacuum analyze`);
  await database.close();
  console.log(
    JSON.stringify({
      verified: n,
      unverified: total - ids.length,
      token,
      seconds: Math.round((Date.now() - started) / 1000),
    }),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
