-- Issue 9: tutor_profiles.search_text is kept by the database, so no write path can forget it.
-- The text: the tutor's name, category, subjects, headline and bio, lower-cased (as before, when
-- modules/tutors/search-text.ts rewrote it after every write). A generated column cannot read the
-- name from users, so two triggers keep it: one on the profile row, one on the user's name.
CREATE OR REPLACE FUNCTION tutor_search_text(p_user_id uuid, p_category text, p_subcategories text[], p_headline text, p_bio text)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(concat_ws(' ', (SELECT u.full_name FROM users u WHERE u.id = p_user_id),
    p_category, array_to_string(p_subcategories, ' '), p_headline, p_bio))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tutor_profiles_set_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := tutor_search_text(NEW.user_id, NEW.category, NEW.subcategories, NEW.headline, NEW.bio);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tutor_profiles_search_text BEFORE INSERT OR UPDATE ON tutor_profiles
  FOR EACH ROW EXECUTE FUNCTION tutor_profiles_set_search_text();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_refresh_tutor_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Touching the profile row runs its trigger, which reads the new name.
  UPDATE tutor_profiles SET search_text = '' WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_tutor_search_text AFTER UPDATE OF full_name ON users
  FOR EACH ROW WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name)
  EXECUTE FUNCTION users_refresh_tutor_search_text();
--> statement-breakpoint
UPDATE tutor_profiles SET search_text = '';
