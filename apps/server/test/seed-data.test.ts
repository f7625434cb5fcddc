// the demo seed holds only what the product itself would accept. Every
// seeded tutor and student passes the same reference checks a save runs (location in the lookups,
// category and subjects in the catalogue), with a valid time zone, email and name.
import { describe, expect, it } from 'vitest';
import { emailSchema } from '@tm/shared/schemas/common';
import { isIanaZone } from '@tm/shared/rules/timezone';
import { build } from './helper';
import { seedDemo } from '../src/seed/demo';
import { users } from '../src/db/schema/users';
import { tutorProfiles } from '../src/db/schema/tutor-profiles';
import { studentProfiles } from '../src/db/schema/student-profiles';
import { checkReferences } from '../src/modules/lookups/check-references';
import { unknownLocationPart } from '../src/modules/lookups/locations';
import { subjectsOutsideCategory } from '../src/modules/lookups/catalogue';

const ctx = await build();
await seedDemo(ctx.db);

describe('demo seed', () => {
  it('every user has a valid email and a name', async () => {
    const rows = await ctx.db.select().from(users);
    expect(rows.length).toBeGreaterThan(10);
    for (const u of rows) {
      expect(emailSchema.safeParse(u.email).success, u.email).toBe(true);
      expect(u.fullName.trim().length, u.email).toBeGreaterThan(0);
    }
  });

  it('every tutor profile passes the checks a save runs (Meera Nair: a city of Kerala)', async () => {
    const rows = await ctx.db.select().from(tutorProfiles);
    const problems: string[] = [];
    for (const p of rows) {
      const form = {
        category: p.category ?? '',
        subcategory: p.subcategories ?? [],
        country: p.country ?? '',
        state: p.state ?? '',
        city: p.city ?? '',
      };
      try {
        await checkReferences(ctx.db, form);
      } catch (err) {
        problems.push(`${p.userId} ${form.city}, ${form.state}: ${(err as Error).message}`);
      }
      if (!isIanaZone(p.timezone)) problems.push(`${p.userId}: time zone ${p.timezone}`);
    }
    expect(problems).toEqual([]);
  });

  it('every completed student profile has a known location and catalogue subjects', async () => {
    const rows = await ctx.db.select().from(studentProfiles);
    const problems: string[] = [];
    for (const p of rows) {
      if (!p.country) continue; // not completed yet (the demo has such a student)
      const where = unknownLocationPart({
        country: p.country,
        state: p.state ?? '',
        city: p.city ?? '',
      });
      if (where) problems.push(`${p.userId}: ${where} ${p.city}, ${p.state}`);
      if (p.category) {
        const { categoryKnown, unknown } = await subjectsOutsideCategory(
          ctx.db,
          p.category,
          p.subcategories ?? [],
        );
        if (!categoryKnown || unknown.length) problems.push(`${p.userId}: subjects ${unknown}`);
      }
      if (!isIanaZone(p.timezone)) problems.push(`${p.userId}: time zone ${p.timezone}`);
    }
    expect(problems).toEqual([]);
  });
});
