// POST /api/submit-student-form (core-marketplace §3 Student profile, §5 Student account, §7).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { body, build } from './helper';
import { createStudent, createTutor, createUser } from '../src/seed/factories';

const ctx = await build();

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const FORM = {
  fullName: 'Riya Sharma',
  contactNumber: '919876543210',
  country: 'India',
  state: 'Karnataka',
  city: 'Bengaluru',
  pincodes: '560034, 560001',
  timezone: 'Asia/Kolkata',
  student_type: 'parent',
  tutoring_mode: ['Home Tutoring', 'Online Tutoring'],
  category: 'School (CBSE)',
  subcategory: ['Mathematics (Class 9-10)', 'Science (Class 9-10)'],
  avl_days: ['Sat', 'Mon'],
  avl_time: ['18-21'],
};

const newStudent = () => createUser(ctx.db, { role: 'student', fullName: 'New Student' });
const submit = (as: { id: string } | null, payload: unknown) =>
  ctx.injectAs(as, { method: 'POST', url: '/api/submit-student-form', payload: payload as never });

/** A multipart/form-data body: text fields (lists as JSON) and files. */
function multipart(
  fields: Record<string, unknown>,
  fileParts: Array<{ field: string; filename: string; type: string; data: Buffer }>,
) {
  const boundary = `----tm${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const text = Array.isArray(value) ? JSON.stringify(value) : String(value);
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`,
      ),
    );
  }
  for (const f of fileParts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const submitMultipart = (as: { id: string }, form: ReturnType<typeof multipart>) =>
  ctx.injectAs(as, { method: 'POST', url: '/api/submit-student-form', ...form });

describe('POST /api/submit-student-form', () => {
  it('completes a new student’s profile and answers the updated user', async () => {
    const student = await newStudent();
    const me = body(await ctx.injectAs(student, { method: 'GET', url: '/api/me' })).data;
    expect(me.isFormSubmitted).toBe(false);

    const res = await submit(student, FORM);
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe('Profile updated.');
    expect(body(res).data.user).toMatchObject({
      _id: student.id,
      role: 'student',
      fullName: 'Riya Sharma',
      isFormSubmitted: true,
      contactNumber: '919876543210',
      country: 'India',
      state: 'Karnataka',
      city: 'Bengaluru',
      pincodes: '560034,560001',
      timezone: 'Asia/Kolkata',
      student_type: 'parent',
      tutoring_mode: ['Home Tutoring', 'Online Tutoring'],
      category: 'School (CBSE)',
      subcategory: ['Mathematics (Class 9-10)', 'Science (Class 9-10)'],
      avl_days: ['Mon', 'Sat'],
      avl_time: ['18-21'],
    });
    const after = body(await ctx.injectAs(student, { method: 'GET', url: '/api/me' })).data;
    expect(after).toMatchObject({
      isFormSubmitted: true,
      fullName: 'Riya Sharma',
      student_type: 'parent',
    });
  });

  it('keeps the email read-only and the time zone as first saved', async () => {
    const student = await newStudent();
    await submit(student, { ...FORM, timezone: 'Asia/Dubai' });
    const res = await submit(student, {
      ...FORM,
      email: 'hijack@example.test',
      emailId: 'hijack@example.test',
      timezone: 'Europe/London',
      fullName: 'Riya S',
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).data.user).toMatchObject({
      email: student.email,
      timezone: 'Asia/Dubai',
      fullName: 'Riya S',
    });
  });

  it('locks the contact number once set', async () => {
    const { user: student } = await createStudent(ctx.db, {
      profile: { contactNumber: '9123456780' },
    });
    const res = await submit(student, { ...FORM, contactNumber: '9000000000' });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      success: false,
      message: 'Your contact number cannot be changed once it is set.',
      data: { errors: { contactNumber: 'Your contact number cannot be changed once it is set.' } },
    });
    const same = await submit(student, { ...FORM, contactNumber: '9123456780' });
    expect(same.statusCode).toBe(200);
    expect(body(same).data.user.contactNumber).toBe('9123456780');
  });

  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ['no name', { fullName: '  ' }, 'Please enter your full name.'],
    [
      'contact with letters',
      { contactNumber: '98765abc' },
      'Contact number can contain digits only.',
    ],
    [
      'contact over 17 digits',
      { contactNumber: '1'.repeat(18) },
      'Contact number can be at most 17 digits.',
    ],
    [
      'a teacher',
      { student_type: 'teacher' },
      'Please choose whether you are a student or a parent.',
    ],
    [
      '16 subjects',
      { subcategory: Array.from({ length: 16 }, (_, i) => `S${i}`) },
      'You can select at most 15 subjects.',
    ],
    [
      'a 5-digit pincode',
      { pincodes: '56003' },
      'Enter up to 5 pincodes of 6 digits each, separated by commas.',
    ],
    ['days without times', { avl_time: [] }, 'Please select your availability.'],
    ['times without days', { avl_days: [] }, 'Please select your availability.'],
    [
      'home tutoring without a pincode',
      { pincodes: '' },
      'Please enter your pincode for home tutoring.',
    ],
    ['an unknown category', { category: 'Astrology' }, 'Please select a category from the list.'],
    [
      'a subject of another category',
      { subcategory: ['Guitar'] },
      'Please select subjects from the chosen category.',
    ],
    ['an unknown city', { city: 'Atlantis' }, 'Please select a city of the chosen state.'],
    ['wrong types', { fullName: 42, tutoring_mode: { a: 1 } }, 'Please enter your full name.'],
  ];
  for (const [name, change, message] of invalid) {
    it(`refuses ${name} with "${message}" and saves nothing`, async () => {
      const student = await newStudent();
      const res = await submit(student, { ...FORM, ...change });
      expect(res.statusCode).toBe(400);
      expect(body(res)).toMatchObject({ success: false, message });
      const me = body(await ctx.injectAs(student, { method: 'GET', url: '/api/me' })).data;
      expect(me.isFormSubmitted).toBe(false);
      expect(me.fullName).toBe('New Student');
    });
  }

  it('refuses a body that is not an object', async () => {
    const student = await newStudent();
    const res = await submit(student, ['x']);
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('Request body must be a JSON object.');
  });

  it('is for students only', async () => {
    const { user: tutor } = await createTutor(ctx.db);
    expect((await submit(tutor, FORM)).statusCode).toBe(403);
    expect((await submit(null, FORM)).statusCode).toBe(401);
  });
});

describe('POST /api/submit-student-form with a photo (multipart)', () => {
  it('stores an image checked by content, serves it publicly, and replaces it next time', async () => {
    const student = await newStudent();
    const res = await submitMultipart(
      student,
      multipart(FORM, [
        { field: 'profilePhoto', filename: 'me.png', type: 'image/png', data: PNG_1x1 },
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const user = body(res).data.user;
    expect(user).toMatchObject({
      isFormSubmitted: true,
      subcategory: FORM.subcategory,
      avl_days: ['Mon', 'Sat'],
    });
    expect(user.profilePhoto).toMatch(/^files\/public\/photos\/[0-9a-f-]+\.webp$/);
    const served = await ctx.app.inject({ method: 'GET', url: user.profilePhoto });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');

    const again = await submitMultipart(
      student,
      multipart(FORM, [{ field: 'photo', filename: 'new.png', type: 'image/png', data: PNG_1x1 }]),
    );
    expect(again.statusCode).toBe(200);
    const next = body(again).data.user.profilePhoto;
    expect(next).not.toBe(user.profilePhoto);
    expect((await ctx.app.inject({ method: 'GET', url: user.profilePhoto })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: next })).statusCode).toBe(200);
  });

  it('refuses a file that is not an image, whatever its name says', async () => {
    const student = await newStudent();
    const res = await submitMultipart(
      student,
      multipart(FORM, [
        {
          field: 'profilePhoto',
          filename: 'me.png',
          type: 'image/png',
          data: Buffer.from('<svg onload=alert(1)>'),
        },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      success: false,
      message: 'Please select a valid image file (jpg, jpeg, png, gif).',
      data: { title: 'Invalid File Type' },
    });
    const pdf = await submitMultipart(
      student,
      multipart(FORM, [
        {
          field: 'profilePhoto',
          filename: 'me.pdf',
          type: 'application/pdf',
          data: Buffer.from('%PDF-1.7\n%%EOF'),
        },
      ]),
    );
    expect(body(pdf).message).toBe('Please select a valid image file (jpg, jpeg, png, gif).');
  });

  it('refuses a photo of 5 MB or more', async () => {
    const student = await newStudent();
    const big = Buffer.concat([PNG_1x1, Buffer.alloc(5 * 1024 * 1024 - PNG_1x1.length)]);
    const res = await submitMultipart(
      student,
      multipart(FORM, [
        { field: 'profilePhoto', filename: 'big.png', type: 'image/png', data: big },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      message: 'Please select an image smaller than 5MB.',
      data: { title: 'File Too Large' },
    });
  });

  it('removes the stored photo when the form is refused', async () => {
    const student = await newStudent();
    const dir = path.join(ctx.dataDir, 'files', 'public', 'photos');
    const list = () => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);
    const before = list();
    const res = await submitMultipart(
      student,
      multipart({ ...FORM, contactNumber: 'abc' }, [
        { field: 'profilePhoto', filename: 'me.png', type: 'image/png', data: PNG_1x1 },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('Contact number can contain digits only.');
    expect(list()).toEqual(before);
  });
});
