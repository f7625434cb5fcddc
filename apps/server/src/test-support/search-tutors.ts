// Many tutors in one statement, for the search plans test and the request-cost benchmark:
// catalogue subjects and categories in a fixed mix, common names, four headlines and bios (one
// mentions mathematics), ratings, prices, every 20th pending. Deterministic.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export async function insertSearchTutors(db: Db, n: number): Promise<void> {
  await db.execute(sql`
    with u as (
      insert into users (email, full_name, role, is_form_submitted, created_at)
      select 'plan.' || i || '@example.test',
        (array['Asha','Ravi','Meera','Arjun','Kavya','Rohan','Divya','Farhan','Sneha','Vikram'])[1 + i % 10]
          || ' ' || (array['Rao','Iyer','Nair','Gowda','Sharma','Verma','Menon','Pillai','Ali','Singh'])[1 + (i / 10) % 10],
        'tutor', true, now() - i * interval '1 minute'
      from generate_series(1, ${n}) i
      returning id, created_at
    )
    insert into tutor_profiles (user_id, tutoring_modes, category, subcategories, headline, bio,
      languages, min_hour_charge_minor, max_hour_charge_minor, min_price_inr_minor, max_price_inr_minor,
      rating_count, rating_sum, rating_avg, verification_status, created_at)
    select id, '{Online Tutoring}',
      (array['School (CBSE)','School (ICSE/ISC)','School (State Board - Karnataka)','Languages','Music','Coding & Computers','Competitive Exams'])[1 + n % 7],
      array[(array['Mathematics (Class 9-10)','Physics (Class 11-12)','Mathematics (SSLC)','Hindi','Keyboard','Python','JEE Main'])[1 + n % 7],
            (array['Science (Class 9-10)','Chemistry (Class 11-12)','Science (SSLC)','English','Guitar','Java','NEET'])[1 + (n / 7) % 7]]::text[],
      (array['Board exam preparation','Concepts first','Patient and friendly','Exam practice'])[1 + n % 4],
      (array['Ten years of teaching.','I also help with mathematics homework.','Weekly tests and notes.','Engineering graduate.'])[1 + (n / 3) % 4],
      '{English,Hindi}', 50000 + (n % 50) * 1000, 90000 + (n % 50) * 1000,
      50000 + (n % 50) * 1000, 90000 + (n % 50) * 1000,
      n % 30, (n % 30) * 4, case when n % 30 = 0 then null else 4 end,
      case when n % 20 = 0 then 'pending' else 'verified' end, created_at
    from (select id, created_at, row_number() over () as n from u) t`);
}
