import { describe, expect, it } from 'vitest';
import {
  studentFormSchema,
  submitStudentFormRequestSchema,
  STUDENT_FORM_MESSAGES as M,
} from './student-form';
import { PINCODE_MESSAGES } from '../rules/pincodes';

const valid = {
  fullName: 'Riya Sharma',
  contactNumber: '919876543210',
  country: 'India',
  state: 'Karnataka',
  city: 'Bengaluru',
  pincodes: '560034',
  timezone: 'Asia/Kolkata',
  student_type: 'student',
  tutoring_mode: ['Online Tutoring', 'Home Tutoring'],
  category: 'School (CBSE)',
  subcategory: ['Mathematics (Class 9-10)'],
  avl_days: ['Sat', 'Mon'],
  avl_time: ['18-21', '9-12'],
};
const messages = (input: Record<string, unknown>) => {
  const r = studentFormSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('student form (core-marketplace §5 Student account)', () => {
  it('accepts a complete form and orders days and times as the pickers show them', () => {
    const r = studentFormSchema.parse(valid);
    expect(r.avl_days).toEqual(['Mon', 'Sat']);
    expect(r.avl_time).toEqual(['9-12', '18-21']);
    expect(r.student_type).toBe('student');
  });

  it('requires the full name with the spec message', () => {
    expect(messages({ ...valid, fullName: '   ' })).toEqual(['Please enter your full name.']);
  });

  it('takes digits only for the contact number, at most 17', () => {
    expect(messages({ ...valid, contactNumber: '+91 98765' })).toEqual([M.contactDigits]);
    expect(messages({ ...valid, contactNumber: '1'.repeat(17) })).toEqual([]);
    expect(messages({ ...valid, contactNumber: '1'.repeat(18) })).toEqual([
      'Contact number can be at most 17 digits.',
    ]);
    expect(messages({ ...valid, contactNumber: '' })).toEqual([M.contactRequired]);
  });

  it('takes student_type student or parent only', () => {
    expect(messages({ ...valid, student_type: 'parent' })).toEqual([]);
    expect(messages({ ...valid, student_type: 'teacher' })).toEqual([M.studentType]);
  });

  it('allows at most 15 subjects', () => {
    const subjects = Array.from({ length: 15 }, (_, i) => `Subject ${i}`);
    expect(messages({ ...valid, subcategory: subjects })).toEqual([]);
    expect(messages({ ...valid, subcategory: [...subjects, 'Subject 15'] })).toEqual([
      'You can select at most 15 subjects.',
    ]);
    expect(messages({ ...valid, subcategory: [] })).toEqual([M.subjects]);
  });

  it('takes pincodes as comma-separated groups of 6 digits (at most 5)', () => {
    expect(studentFormSchema.parse({ ...valid, pincodes: '560034, 560001' }).pincodes).toBe(
      '560034,560001',
    );
    expect(messages({ ...valid, pincodes: '56003' })).toEqual([PINCODE_MESSAGES.format]);
    expect(messages({ ...valid, pincodes: '560034,5600011' })).toEqual([PINCODE_MESSAGES.format]);
    expect(messages({ ...valid, pincodes: '560034;560001' })).toEqual([
      'Pincodes can contain only digits and commas.',
    ]);
    expect(messages({ ...valid, pincodes: '560001,560002,560003,560004,560005' })).toEqual([]);
    expect(messages({ ...valid, pincodes: '560001,560002,560003,560004,560005,560006' })).toEqual([
      'Pincodes can be at most 34 characters.',
    ]);
    expect(messages({ ...valid, pincodes: '560001,560002,5' })).toEqual([
      'Enter up to 5 pincodes of 6 digits each, separated by commas.',
    ]);
  });

  it('requires a pincode only with Home Tutoring', () => {
    expect(messages({ ...valid, pincodes: '' })).toEqual([M.pincodesRequired]);
    expect(messages({ ...valid, pincodes: '', tutoring_mode: ['Online Tutoring'] })).toEqual([]);
  });

  it('needs both days and times for availability', () => {
    expect(messages({ ...valid, avl_days: [] })).toEqual(['Please select your availability.']);
    expect(messages({ ...valid, avl_time: [] })).toEqual(['Please select your availability.']);
    expect(messages({ ...valid, avl_time: ['7-8'] })).toEqual(['Please select your availability.']);
  });

  it('requires a tutoring mode from the list', () => {
    expect(messages({ ...valid, tutoring_mode: [] })).toEqual([M.mode]);
    expect(messages({ ...valid, tutoring_mode: ['Flying'] })[0]).toBe(M.modeInvalid);
  });

  it('refuses an unknown time zone', () => {
    expect(messages({ ...valid, timezone: 'Mars/Olympus' })).toEqual([M.timezone]);
  });

  it('refuses an offset for a time zone, and stores an old name by its current one', () => {
    expect(messages({ ...valid, timezone: 'UTC+5:30' })).toEqual([M.timezone]);
    const parsed = studentFormSchema.safeParse({ ...valid, timezone: 'Asia/Calcutta' });
    expect(parsed.success && parsed.data.timezone).toBe('Asia/Kolkata');
  });

  it('reports every field at once, so the form can mark them all', () => {
    const r = studentFormSchema.safeParse({ fullName: 'Riya' });
    expect(r.success).toBe(false);
    const byField = Object.fromEntries(r.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(byField).toMatchObject({
      contactNumber: M.contactRequired,
      country: M.country,
      student_type: M.studentType,
      tutoring_mode: M.mode,
      category: M.category,
      subcategory: M.subjects,
      avl_days: 'Please select your availability.',
      avl_time: 'Please select your availability.',
    });
  });

  it('reads lists from multipart text (JSON arrays or comma lists)', () => {
    const r = submitStudentFormRequestSchema.parse({
      ...valid,
      tutoring_mode: '["Online Tutoring"]',
      subcategory: 'Python,Java',
      avl_days: '["Sun"]',
      avl_time: '0-3',
    });
    expect(r.tutoring_mode).toEqual(['Online Tutoring']);
    expect(r.subcategory).toEqual(['Python', 'Java']);
    expect(r.avl_days).toEqual(['Sun']);
    expect(r.avl_time).toEqual(['0-3']);
  });
});
