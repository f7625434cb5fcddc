import { describe, expect, it } from 'vitest';
import {
  TUTOR_FIELD_STEP,
  TUTOR_STEP_SCHEMAS,
  firstIssueMessage,
  issuesByField,
  submitTutorFormSchema,
  updateTutorAccountSchema,
} from './tutor-form';
import { TUTOR_FORM_CASES, VALID_FILE_COUNTS, validTutorFields } from './tutor-form.cases';

const file = (name: string, size = 100) => ({ name, size });
function withFiles(
  fields: Record<string, unknown>,
  counts: Partial<Record<keyof typeof VALID_FILE_COUNTS, number>> = {},
) {
  const c = { ...VALID_FILE_COUNTS, ...counts };
  const many = (n: number, prefix: string) =>
    Array.from({ length: n }, (_, i) => file(`${prefix}-${i}.pdf`));
  return {
    ...fields,
    profilePhoto: c.profilePhoto ? file('me.png') : undefined,
    certificates: many(c.certificates, 'cert'),
    govt_ids: many(c.govt_ids, 'id'),
    resume: c.resume ? file('cv.pdf') : undefined,
    addressProof: c.addressProof ? file('proof.pdf') : undefined,
  };
}
function applyPatch(patch: Record<string, unknown> = {}) {
  const fields = validTutorFields();
  for (const [k, v] of Object.entries(patch)) {
    if (v === undefined) delete fields[k];
    else fields[k] = v;
  }
  return fields;
}

describe('submitTutorFormSchema (core-marketplace §5, final submit)', () => {
  it('reads an ISO date-time birth date as the calendar date in the form timezone', () => {
    // new Date(1990, 4, 14).toISOString() in India, and in New York
    const india = submitTutorFormSchema.parse(
      withFiles({ ...validTutorFields(), dateOfBirth: '1990-05-13T18:30:00.000Z' }),
    );
    expect(india.dateOfBirth).toBe('1990-05-14');
    const ny = submitTutorFormSchema.parse(
      withFiles({
        ...validTutorFields(),
        timezone: 'America/New_York',
        dateOfBirth: '1990-05-14T04:00:00.000Z',
      }),
    );
    expect(ny.dateOfBirth).toBe('1990-05-14');
  });

  it('accepts the valid form and normalises it', () => {
    const out = submitTutorFormSchema.parse(
      withFiles({
        ...validTutorFields(),
        pincodes: '560001, 560034',
        teaching_experience: '6',
        fullName: '  Kavya Rao ',
      }),
    );
    expect(out.fullName).toBe('Kavya Rao');
    expect(out.teaching_experience).toBe(6);
    expect(out.pincodes).toBe('560001,560034');
    expect(out.achievement).toBeNull();
    expect(out.certificates).toHaveLength(1);
  });

  it('accepts experience with one decimal place (1.5 years is a valid number)', () => {
    const out = submitTutorFormSchema.parse(
      withFiles({ ...validTutorFields(), teaching_experience: '1.5' }),
    );
    expect(out.teaching_experience).toBe(1.5);
    const account = updateTutorAccountSchema.parse(
      withFiles({ ...validTutorFields(), teaching_experience: 0.5 }),
    );
    expect(account.teaching_experience).toBe(0.5);
  });

  it('step 2 reports every error at once, the date of birth with the others', () => {
    const result = TUTOR_STEP_SCHEMAS[2].safeParse(
      withFiles({
        ...validTutorFields(),
        gender: '',
        contactNumber: '',
        dateOfBirth: '2020-01-01',
      }),
    );
    expect(result.success).toBe(false);
    const fields = issuesByField(result.error!);
    expect(Object.keys(fields)).toEqual(
      expect.arrayContaining(['gender', 'contactNumber', 'dateOfBirth']),
    );
  });

  it('fixes the currency by country whatever was sent (§4: India INR, otherwise USD)', () => {
    const india = submitTutorFormSchema.parse(
      withFiles({ ...validTutorFields(), country: 'India', currency: 'USD' }),
    );
    expect(india.currency).toBe('INR');
    const abroad = updateTutorAccountSchema.parse(
      withFiles({ ...validTutorFields(), country: 'United States', currency: 'INR' }),
    );
    expect(abroad.currency).toBe('USD');
  });

  it('reads multipart text: JSON arrays, comma lists and numbers as strings', () => {
    const fields = {
      ...validTutorFields(),
      tutoring_mode: 'Online Tutoring,Home Tutoring',
      subcategory: JSON.stringify(['Mathematics (Class 9-10)']),
      avl_days: '["Mon","Mon","Tue"]',
      languages: 'English',
      students_per_class: '0',
      min_hour_charge: '500',
      max_hour_charge: '1000',
    };
    const out = submitTutorFormSchema.parse(withFiles(fields));
    expect(out.tutoring_mode).toEqual(['Online Tutoring', 'Home Tutoring']);
    expect(out.subcategory).toEqual(['Mathematics (Class 9-10)']);
    expect(out.avl_days).toEqual(['Mon', 'Tue']);
    expect(out.languages).toEqual(['English']);
    expect(out.students_per_class).toBe(0);
  });

  it('does not split a subject name at its commas', () => {
    const out = submitTutorFormSchema.parse(
      withFiles({ ...validTutorFields(), subcategory: 'Reading, Writing and Grammar' }),
    );
    expect(out.subcategory).toEqual(['Reading, Writing and Grammar']);
  });

  it('needs no age group when the level is not Grade/Class, no pincodes without home tutoring', () => {
    const out = submitTutorFormSchema.safeParse(
      withFiles({
        ...validTutorFields(),
        teaching_level: 'Beginner',
        age_group: [],
        tutoring_mode: ['Online Tutoring'],
        pincodes: '',
      }),
    );
    expect(out.success).toBe(true);
  });

  it('accepts At Tutor Place with an address proof', () => {
    const out = submitTutorFormSchema.safeParse(
      withFiles({ ...validTutorFields(), tutoring_mode: ['At Tutor Place'] }, { addressProof: 1 }),
    );
    expect(out.success).toBe(true);
  });

  it('accepts the boundaries: experience 0 and 50, 5 files, 3 sub categories, 10 languages, 17-digit phone', () => {
    for (const patch of [
      { teaching_experience: 0 },
      { teaching_experience: 50 },
      { subcategory: ['A', 'B', 'C'] },
      { languages: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'] },
      { contactNumber: '1'.repeat(17) },
      { students_per_class: 10 },
      { pincodes: '560001,560002,560003,560004,560005' },
    ]) {
      expect(
        submitTutorFormSchema.safeParse(
          withFiles({ ...validTutorFields(), ...patch }, { certificates: 5, govt_ids: 5 }),
        ).success,
        JSON.stringify(patch),
      ).toBe(true);
    }
  });

  for (const c of TUTOR_FORM_CASES) {
    it(`step ${c.step}: ${c.rule} → "${c.message}"`, () => {
      const input = withFiles(applyPatch(c.patch), c.files);
      const full = submitTutorFormSchema.safeParse(input);
      expect(full.success).toBe(false);
      expect(firstIssueMessage(full.error!)).toBe(c.message);
      // The step's own schema (what the wizard checks on Continue) gives the same message.
      const step = TUTOR_STEP_SCHEMAS[c.step].safeParse(input);
      expect(step.success).toBe(false);
      expect(firstIssueMessage(step.error!)).toBe(c.message);
      const field = Object.keys(issuesByField(step.error!))[0]!;
      expect(TUTOR_FIELD_STEP[field]).toBe(c.step);
    });
  }

  it('accepts each step of the valid form on its own', () => {
    const input = withFiles(validTutorFields());
    for (const schema of Object.values(TUTOR_STEP_SCHEMAS))
      expect(schema.safeParse(input).success).toBe(true);
  });
});

describe('updateTutorAccountSchema (core-marketplace §2 Tutor account)', () => {
  it('drops the locked fields: gender, birth date, phone and email cannot be changed', () => {
    const out = updateTutorAccountSchema.parse({
      ...validTutorFields(),
      email: 'x@example.test',
      gender: 'Male',
      dateOfBirth: '2001-01-01',
      contactNumber: '1',
    });
    expect(out).not.toHaveProperty('gender');
    expect(out).not.toHaveProperty('dateOfBirth');
    expect(out).not.toHaveProperty('contactNumber');
    expect(out).not.toHaveProperty('email');
  });
  it('keeps the stored files when none are sent, and reads the resubmit flag', () => {
    const out = updateTutorAccountSchema.parse({ ...validTutorFields(), resubmit: 'true' });
    expect(out.certificates).toEqual([]);
    expect(out.profilePhoto).toBeUndefined();
    expect(out.resubmit).toBe(true);
  });
  it('re-applies the teaching rules with the same messages', () => {
    const bad = updateTutorAccountSchema.safeParse({
      ...validTutorFields(),
      teaching_experience: 60,
    });
    expect(firstIssueMessage(bad.error!)).toBe('Teaching experience cannot exceed 50 years.');
    const proof = updateTutorAccountSchema.safeParse({
      ...validTutorFields(),
      tutoring_mode: ['At Tutor Place'],
    });
    expect(firstIssueMessage(proof.error!)).toBe('Please upload your address proof.');
    const avail = updateTutorAccountSchema.safeParse({ ...validTutorFields(), avl_time: [] });
    expect(firstIssueMessage(avail.error!)).toBe('Please select your availability.');
  });
});
