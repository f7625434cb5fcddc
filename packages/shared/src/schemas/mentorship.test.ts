import { describe, expect, it } from 'vitest';
import { issuesByField } from './tutor-form';
import {
  MENTORSHIP_MESSAGES as M,
  consultationFormSchema,
  consultationStepSchema,
  researchFormSchema,
  researchStepSchemas,
} from './mentorship';

const now = () => new Date('2026-11-23T04:45:00Z');
const errors = (r: { success: boolean; error?: unknown }) =>
  r.success ? {} : issuesByField(r.error as never);

describe('research form (mentorship §5)', () => {
  it('step 1 empty gives each message', () => {
    expect(errors(researchStepSchemas[1].safeParse({}))).toEqual({
      fullName: M.fullName,
      email: M.email,
      phone: M.phone,
      country: M.country,
    });
  });
  it('step 2 empty gives each message, and Other needs its text', () => {
    expect(errors(researchStepSchemas[2].safeParse({}))).toEqual({
      researchArea: M.researchArea,
      currentStage: M.currentStage,
      supportNeeded: M.supportNeeded,
      deadline: M.deadline,
    });
    const r = researchStepSchemas[2].safeParse({
      researchArea: 'Ecology',
      currentStage: 'Methodology',
      supportNeeded: ['Other'],
      deadline: '1 month+',
    });
    expect(errors(r)).toEqual({ otherSupport: M.otherSupport });
  });
  it('reads a JSON list with commas inside options, and phone digits only', () => {
    const r = researchFormSchema.safeParse({
      fullName: 'A',
      email: 'A@X.IN',
      phone: '98x',
      country: 'India',
      researchArea: 'Ecology',
      currentStage: 'Methodology',
      supportNeeded: '["Formatting (APA, MLA, etc.)"]',
      deadline: '1 month+',
    });
    expect(errors(r)).toEqual({ phone: M.phoneDigits });
    const ok = researchFormSchema.parse({
      fullName: 'A',
      email: 'A@X.IN',
      phone: '98',
      country: 'India',
      researchArea: 'Ecology',
      currentStage: 'Methodology',
      supportNeeded: 'Formatting (APA, MLA, etc.)',
      deadline: '1 month+',
    });
    expect(ok.supportNeeded).toEqual(['Formatting (APA, MLA, etc.)']);
    expect(ok.email).toBe('a@x.in');
  });
});

describe('consultation form (mentorship §5)', () => {
  it('each step gives its messages', () => {
    expect(errors(consultationStepSchema(2).safeParse({}))).toEqual({ phdStage: M.phdStage });
    expect(errors(consultationStepSchema(3).safeParse({}))).toEqual({
      researchTitle: M.researchTitle,
    });
    expect(errors(consultationStepSchema(4).safeParse({}))).toEqual({
      guidanceAreas: M.guidanceAreas,
    });
    expect(errors(consultationStepSchema(4).safeParse({ guidanceAreas: ['Other'] }))).toEqual({
      otherGuidance: M.otherGuidance,
    });
    expect(errors(consultationStepSchema(5).safeParse({}))).toEqual({ sessionType: M.sessionType });
    expect(errors(consultationStepSchema(6, now).safeParse({}))).toEqual({
      sessionDate: M.sessionDate,
      sessionTime: M.sessionTime,
    });
    expect(errors(consultationStepSchema(7).safeParse({ terms: false }))).toEqual({
      terms: M.terms,
    });
  });
  it('refuses a past date and a begun slot', () => {
    const s = consultationStepSchema(6, now);
    expect(errors(s.safeParse({ sessionDate: '2026-11-22', sessionTime: '11:00 AM' }))).toEqual({
      sessionDate: M.pastDate,
    });
    expect(errors(s.safeParse({ sessionDate: '2026-11-23', sessionTime: '09:00 AM' }))).toEqual({
      sessionTime: M.pastTime,
    });
    expect(s.safeParse({ sessionDate: '2026-11-23', sessionTime: '11:00 AM' }).success).toBe(true);
  });
  it('the whole form ignores a price', () => {
    const r = consultationFormSchema(now).parse({
      fullName: 'A',
      email: 'a@x.in',
      phone: '98',
      country: 'India',
      phdStage: 'Proposal writing',
      researchTitle: 'T',
      guidanceAreas: ['Publication guidance'],
      sessionType: 'deep',
      sessionDate: '2026-11-24',
      sessionTime: '09:00 AM',
      price: 1,
    });
    expect(r.sessionType).toBe('deep');
    expect(r.university).toBe('');
  });
});
