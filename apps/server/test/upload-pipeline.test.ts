// one upload pipeline (withUploadedForm) behind every multipart route. Files are judged
// by their content (file-type), the blog image answers exactly like the photo (one rule, one
// status, one message), and files stored for a request are deleted when its transaction fails.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { body, build } from './helper';
import { multipart, type UploadSpec } from './support/tutor-form';
import { createAdmin, createUser } from '../src/seed/factories';
import { sampleDocx, samplePdf, samplePng, zipStored } from '../src/seed/sample-files';

const ctx = await build();
const admin = await createAdmin(ctx.db);

afterEach(() => vi.restoreAllMocks());

/** Every file in the store under `folder` (a file store failure leaves none behind). */
function stored(folder: string): string[] {
  const dir = path.join(ctx.dataDir, 'files', folder);
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

const STUDENT_FORM = {
  fullName: 'Riya Sharma',
  contactNumber: '919876543210',
  country: 'India',
  state: 'Karnataka',
  city: 'Bengaluru',
  timezone: 'Asia/Kolkata',
  student_type: 'parent',
  tutoring_mode: ['Online Tutoring'],
  category: 'School (CBSE)',
  subcategory: ['Mathematics (Class 9-10)'],
  avl_days: ['Mon'],
  avl_time: ['18-21'],
};
const RESEARCH_FORM = {
  fullName: 'Asha Rao',
  email: 'asha.pipeline@example.in',
  phone: '919812345678',
  country: 'India',
  researchArea: 'Marine ecology',
  currentStage: 'Methodology',
  supportNeeded: ['Methodology clarity'],
  deadline: '2–3 weeks',
};

const blogImage = async (file: UploadSpec) =>
  ctx.injectAs(admin, {
    method: 'POST',
    url: '/api/admin/blog-images',
    ...(await multipart({}, [file])),
  });
const studentPhoto = async (file: UploadSpec) =>
  ctx.injectAs(await createUser(ctx.db, { role: 'student' }), {
    method: 'POST',
    url: '/api/submit-student-form',
    ...(await multipart(STUDENT_FORM, [file])),
  });
const research = async (file: UploadSpec) =>
  ctx.injectAs(null, {
    method: 'POST',
    url: '/api/submit-research-support-form',
    ...(await multipart(RESEARCH_FORM, [file])),
  });

describe('the blog image rule is the photo rule (same status, same message)', () => {
  const lying = { name: 'cover.png', data: Buffer.from('<script>alert(1)</script>') };
  const oversize = {
    name: 'big.png',
    data: Buffer.concat([samplePng(), Buffer.alloc(5 * 1024 * 1024)]),
  };

  it('refuses lying content: 400 Invalid File Type on both routes', async () => {
    for (const res of [
      await blogImage({ field: 'image', ...lying }),
      await studentPhoto({ field: 'profilePhoto', ...lying }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(body(res)).toMatchObject({
        message: 'Please select a valid image file (jpg, jpeg, png, gif).',
        data: { title: 'Invalid File Type', code: 'INVALID_FILE_TYPE' },
      });
    }
  });

  it('refuses a PDF named .jpg (the name must agree with the content)', async () => {
    const res = await blogImage({ field: 'image', name: 'cover.jpg', data: samplePdf(['x']) });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('Please select a valid image file (jpg, jpeg, png, gif).');
  });

  it('refuses 5 MB or more: 400 File Too Large with the spec message on both routes', async () => {
    for (const res of [
      await blogImage({ field: 'image', ...oversize }),
      await studentPhoto({ field: 'profilePhoto', ...oversize }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(body(res)).toMatchObject({
        message: 'Please select an image smaller than 5MB.',
        data: { title: 'File Too Large', code: 'FILE_TOO_LARGE' },
      });
    }
    expect(stored('public/blog-images')).toEqual([]);
  });
});

describe('documents are judged by their whole content (file-type)', () => {
  it('refuses a zip named .docx and a text named .pdf, and accepts a real Word file', async () => {
    const zip = await research({
      field: 'document',
      name: 'thesis.docx',
      data: zipStored({ 'notes.txt': 'not a Word document' }),
    });
    expect(zip.statusCode).toBe(400);
    expect(body(zip).message).toBe('Please select a valid file (pdf, doc, docx, jpg, png).');
    const text = await research({
      field: 'document',
      name: 'thesis.pdf',
      data: Buffer.from('plain text pretending to be a PDF'),
    });
    expect(body(text).message).toBe('Please select a valid file (pdf, doc, docx, jpg, png).');
    expect(stored('private/research_document')).toEqual([]);

    const docx = await research({ field: 'document', name: 'thesis.docx', data: sampleDocx() });
    expect(docx.statusCode).toBe(200);
    expect(stored('private/research_document')).toHaveLength(1);
  });
});

describe('files stored for a request are removed when its transaction fails', () => {
  it('blog image: the database fails after the image was stored', async () => {
    const before = stored('public/blog-images');
    vi.spyOn(ctx.db, 'transaction').mockRejectedValueOnce(new Error('connection lost'));
    const res = await blogImage({ field: 'image', name: 'cover.png', data: samplePng() });
    expect(res.statusCode).toBe(500);
    expect(stored('public/blog-images')).toEqual(before);
    // The same upload succeeds once the database is back, and its variants stay.
    const ok = await blogImage({ field: 'image', name: 'cover.png', data: samplePng() });
    expect(ok.statusCode).toBe(200);
    expect(stored('public/blog-images').length).toBeGreaterThan(before.length);
  });

  it('student photo: a rule refused inside the transaction rolls it back and removes the photo', async () => {
    const student = await createUser(ctx.db, { role: 'student' });
    const send = async (contactNumber: string) =>
      ctx.injectAs(student, {
        method: 'POST',
        url: '/api/submit-student-form',
        ...(await multipart({ ...STUDENT_FORM, contactNumber }, [
          { field: 'profilePhoto', name: 'me.png', data: samplePng() },
        ])),
      });
    expect((await send('919876543210')).statusCode).toBe(200);
    const before = stored('public/photos');
    // The contact number is locked once saved (§5): checked under the row lock, in the transaction.
    const locked = await send('919000000000');
    expect(locked.statusCode).toBe(400);
    expect(stored('public/photos')).toEqual(before);
  });

  it('research form: the database fails after the document was stored', async () => {
    const before = stored('private/research_document');
    vi.spyOn(ctx.db, 'transaction').mockRejectedValueOnce(new Error('connection lost'));
    const res = await research({ field: 'document', name: 'plan.pdf', data: samplePdf(['x']) });
    expect(res.statusCode).toBe(500);
    expect(stored('private/research_document')).toEqual(before);
  });
});
