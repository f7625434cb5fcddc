// tutor_profiles.search_text is kept by the database (migration 0001_issue-9-search-text-trigger):
// every write path, including raw SQL that knows nothing of search, leaves it current.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from './helper';
import { createTutor } from '../src/seed/factories';
import { tutorProfiles } from '../src/db/schema/tutor-profiles';
import { users } from '../src/db/schema/users';

const ctx = await build();
const textOf = async (id: string) =>
  (
    await ctx.db
      .select({ t: tutorProfiles.searchText })
      .from(tutorProfiles)
      .where(eq(tutorProfiles.userId, id))
  )[0]!.t;

describe('tutor search text', () => {
  it('is written with the profile, and follows the profile and the name', async () => {
    const { user } = await createTutor(ctx.db, {
      user: { fullName: 'Kavya Iyer' },
      profile: {
        category: 'Music',
        subcategories: ['Guitar', 'Violin'],
        headline: 'Strings Made Easy',
        bio: 'Ten years on Stage.',
      },
    });
    expect(await textOf(user.id)).toBe(
      'kavya iyer music guitar violin strings made easy ten years on stage.',
    );
    await ctx.db
      .update(tutorProfiles)
      .set({ headline: 'Carnatic Violin', subcategories: ['Violin'] })
      .where(eq(tutorProfiles.userId, user.id));
    expect(await textOf(user.id)).toBe(
      'kavya iyer music violin carnatic violin ten years on stage.',
    );
    await ctx.db.update(users).set({ fullName: 'Kavya Raman' }).where(eq(users.id, user.id));
    expect(await textOf(user.id)).toMatch(/^kavya raman music/);
  });

  it('cannot be set by hand to something stale', async () => {
    const { user } = await createTutor(ctx.db, { user: { fullName: 'Arjun Rao' } });
    await ctx.db.execute(
      sql`update tutor_profiles set search_text = 'stale' where user_id = ${user.id}`,
    );
    expect(await textOf(user.id)).toMatch(/^arjun rao /);
  });
});
