CREATE TABLE "search_synonyms" (
	"term" text PRIMARY KEY NOT NULL,
	"means" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "tutor_profiles_verified_search_idx" ON "tutor_profiles" USING gin ("search_vector") WITH (fastupdate=false) WHERE verification_status = 'verified';--> statement-breakpoint
-- Class ranges in subject names, spelled out for search: "Mathematics (Class 9-10)" is also found
-- as "class 9" and "class 10" (and "English (Class 6-10)" as "class 7").
CREATE OR REPLACE FUNCTION search_spell_classes(t text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  m text[];
  a int;
  b int;
  extra text := '';
BEGIN
  IF t IS NULL THEN
    RETURN '';
  END IF;
  FOR m IN SELECT regexp_matches(t, '(\d{1,2})\s*-\s*(\d{1,2})', 'g') LOOP
    a := m[1]::int;
    b := m[2]::int;
    IF b > a AND b - a <= 12 THEN
      FOR i IN a..b LOOP
        extra := extra || ' class ' || i;
      END LOOP;
    END IF;
  END LOOP;
  RETURN regexp_replace(t, '(\d)-(\d)', '\1 \2', 'g') || extra;
END
$$;
--> statement-breakpoint
-- The weighted full-text index of a tutor: A subjects and category, B name and headline, C level
-- and languages, D bio (English stemming: "maths" and "math" are one word).
CREATE OR REPLACE FUNCTION tutor_search_vector(p_user_id uuid, p_category text, p_subcategories text[],
  p_headline text, p_bio text, p_level text, p_languages text[])
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('english', concat_ws(' ', p_category,
      search_spell_classes(array_to_string(p_subcategories, ' ; ')))), 'A')
    || setweight(to_tsvector('english', concat_ws(' ',
      (SELECT u.full_name FROM users u WHERE u.id = p_user_id), p_headline)), 'B')
    || setweight(to_tsvector('english', concat_ws(' ', p_level,
      array_to_string(p_languages, ' '))), 'C')
    || setweight(to_tsvector('english', coalesce(p_bio, '')), 'D')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tutor_profiles_set_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := tutor_search_text(NEW.user_id, NEW.category, NEW.subcategories, NEW.headline, NEW.bio);
  NEW.search_vector := tutor_search_vector(NEW.user_id, NEW.category, NEW.subcategories, NEW.headline,
    NEW.bio, NEW.teaching_level, NEW.languages);
  RETURN NEW;
END
$$;
--> statement-breakpoint
UPDATE tutor_profiles SET search_text = '';
--> statement-breakpoint
-- What families type and what they mean. Admins extend this table; a term is lower-case words
-- separated by one space, each meaning is searched as all of its words.
INSERT INTO "search_synonyms" ("term", "means") VALUES
  ('maths', '{mathematics}'),
  ('math', '{mathematics}'),
  ('mathematic', '{mathematics}'),
  ('algebra', '{mathematics}'),
  ('geometry', '{mathematics}'),
  ('calculus', '{mathematics}'),
  ('phy', '{physics}'),
  ('phys', '{physics}'),
  ('chem', '{chemistry}'),
  ('bio', '{biology}'),
  ('eco', '{economics}'),
  ('econ', '{economics}'),
  ('accounts', '{accountancy}'),
  ('accts', '{accountancy}'),
  ('cs', '{"computer science"}'),
  ('comp sci', '{"computer science"}'),
  ('computers', '{"computer science",coding}'),
  ('evs', '{"environmental studies",science}'),
  ('sst', '{"social science","social studies",history,geography,civics}'),
  ('social studies', '{"social science"}'),
  ('eng', '{english}'),
  ('hin', '{hindi}'),
  ('kan', '{kannada}'),
  ('spoken english', '{english}'),
  ('coding', '{programming,python,java,scratch,"computer science","web development"}'),
  ('programming', '{coding,python,java,"computer science"}'),
  ('dsa', '{"data structures algorithms"}'),
  ('ml', '{"data science","machine learning"}'),
  ('ai', '{"data science","artificial intelligence"}'),
  ('excel', '{"ms excel"}'),
  ('piano', '{keyboard}'),
  ('keyboard', '{piano}'),
  ('bharatnatyam', '{bharatanatyam}'),
  ('dance', '{bharatanatyam,kathak,"western dance"}'),
  ('singing', '{vocal}'),
  ('drawing', '{sketching,painting}'),
  ('art', '{drawing,painting,craft}'),
  ('cbse', '{ncert}'),
  ('ncert', '{cbse}'),
  ('icse', '{isc}'),
  ('isc', '{icse}'),
  ('igcse', '{cambridge}'),
  ('cambridge', '{igcse}'),
  ('ib', '{"international baccalaureate"}'),
  ('state board', '{"state syllabus",sslc,puc}'),
  ('state syllabus', '{"state board"}'),
  ('karnataka board', '{"state board karnataka",sslc,puc}'),
  ('sslc', '{"class 10"}'),
  ('class 10', '{sslc}'),
  ('puc', '{"class 11","class 12"}'),
  ('pu', '{puc}'),
  ('class 11', '{puc}'),
  ('class 12', '{puc}'),
  ('jee', '{"jee main","jee advanced",iit}'),
  ('iit', '{jee}'),
  ('iit jee', '{jee}'),
  ('neet', '{medical}'),
  ('medical', '{neet}'),
  ('cet', '{kcet,cuet}'),
  ('upsc', '{ias,"civil services"}'),
  ('ias', '{upsc}'),
  ('ibps', '{"bank po"}'),
  ('bank', '{"bank po",ibps}'),
  ('mba', '{cat}'),
  -- Hindi subject words in Latin letters
  ('ganit', '{mathematics}'),
  ('ganith', '{mathematics}'),
  ('vigyan', '{science}'),
  ('vigyaan', '{science}'),
  ('vigyan ganit', '{science,mathematics}'),
  ('bhautiki', '{physics}'),
  ('bhotiki', '{physics}'),
  ('rasayan', '{chemistry}'),
  ('rasayan vigyan', '{chemistry}'),
  ('jeev vigyan', '{biology}'),
  ('jeevvigyan', '{biology}'),
  ('angrezi', '{english}'),
  ('angreji', '{english}'),
  ('itihas', '{history}'),
  ('bhugol', '{geography}'),
  ('arthashastra', '{economics}'),
  ('samajik vigyan', '{"social science"}'),
  ('sangeet', '{music,vocal}'),
  ('nritya', '{dance,bharatanatyam,kathak}'),
  ('hisab', '{accountancy}'),
  -- Kannada subject words in Latin letters
  ('ganitha', '{mathematics}'),
  ('vignana', '{science}'),
  ('vijnana', '{science}'),
  ('vigyana', '{science}'),
  ('samaja vijnana', '{"social science"}'),
  ('samaja', '{"social science"}'),
  ('bhoutashastra', '{physics}'),
  ('bhouthashastra', '{physics}'),
  ('rasayanashastra', '{chemistry}'),
  ('jeevashastra', '{biology}'),
  ('itihasa', '{history}'),
  ('bhugola', '{geography}'),
  ('sangeetha', '{music,vocal}'),
  ('aangla', '{english}'),
  ('angla', '{english}');
