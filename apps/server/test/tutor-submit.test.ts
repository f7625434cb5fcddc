import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { TUTOR_FORM_CASES } from '@tm/shared/schemas/tutor-form.cases';
import { body, build } from './helper';
import { multipart, tutorFields, validFiles, type UploadSpec } from './support/tutor-form';
import { createStudent, createTutor, createUser } from '../src/seed/factories';
import {
  sampleDoc,
  sampleDocx,
  sampleExe,
  samplePdf,
  samplePng,
  zipStored,
} from '../src/seed/sample-files';
import { files } from '../src/db/schema/files';
import { LIMITS } from '@tm/shared/constants/marketplace';

const ctx = await build();

const newTutor = () =>
  createUser(ctx.db, { role: 'tutor', fullName: 'Kavya R', isFormSubmitted: false });
async function submit(
  user: { id: string } | null,
  fields: Record<string, unknown>,
  uploads: UploadSpec[],
) {
  return ctx.injectAs(user, {
    method: 'POST',
    url: '/api/submit-tutor-form',
    ...(await multipart(fields, uploads)),
  });
}
function storedFileCount() {
  const dir = path.join(ctx.dataDir, 'files');
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile())
    .length;
}

describe('POST /api/submit-tutor-form: a complete form', () => {
  it('creates the profile, stores the files, and sends the tutor to review', async () => {
    const tutor = await newTutor();
    const res = await submit(
      tutor,
      tutorFields({ achievement: 'Best teacher award 2022' }),
      validFiles({ resume: 1, certificates: 2 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { user } = body(res).data;
    expect(user).toMatchObject({
      _id: tutor.id,
      role: 'tutor',
      fullName: 'Kavya Rao',
      isFormSubmitted: true,
      verificationStatus: 'pending',
      rejectionReason: null,
      gender: 'Female',
      dateOfBirth: '1992-03-14',
      contactNumber: '9876543210',
      city: 'Bengaluru',
      tutoring_mode: ['Online Tutoring', 'Home Tutoring'],
      subcategory: ['Mathematics (Class 9-10)', 'Science (Class 9-10)'],
      age_group: ['Teens (13–18)'],
      teaching_experience: 6,
      students_per_class: 2,
      pincodes: '560001,560034',
      achievement: 'Best teacher award 2022',
      languages: ['English', 'Kannada'],
      min_hour_charge: 500,
      max_hour_charge: 1000,
      currency: 'INR',
    });
    expect(user.profilePhoto).toMatch(/^files\/public\/photos\/[\w-]+\.webp$/);
    expect(user.certificates.map((c: any) => c.name).sort()).toEqual([
      'certificate-0.pdf',
      'certificate-1.pdf',
    ]);
    expect(user.govt_ids).toHaveLength(1);
    expect(user.resume).toMatchObject({
      name: 'cv.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(user.addressProof).toBeNull();
    expect(user.certificates[0].url).toBe(`/api/files/${user.certificates[0]._id}`);

    // The photo is public; the document is the tutor's.
    const photo = await ctx.app.inject({ method: 'GET', url: user.profilePhoto });
    expect(photo.statusCode).toBe(200);
    // Re-encoded to WebP without metadata, not the uploaded bytes.
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const cert = await ctx.injectAs(tutor, { method: 'GET', url: user.certificates[0].url });
    expect(cert.statusCode).toBe(200);
    expect(cert.headers['content-type']).toBe('application/pdf');
    expect(cert.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // /api/me now returns the submitted tutor, who is logged in per core-marketplace §4.
    const me = body(await ctx.injectAs(tutor, { method: 'GET', url: '/api/me' })).data;
    expect(me).toMatchObject({
      isFormSubmitted: true,
      verificationStatus: 'pending',
      headline: 'Board-exam maths made calm',
    });
  });

  it('takes At Tutor Place with an address proof, and the photo under the field name "photo"', async () => {
    const tutor = await newTutor();
    const uploads = validFiles({ addressProof: 1, profilePhoto: 0 });
    uploads.push({
      field: 'photo',
      name: 'me.gif',
      // A real (decodable) GIF: photos are re-encoded, so a header alone is refused.
      data: await sharp({
        create: { width: 8, height: 8, channels: 3, background: { r: 255, g: 0, b: 0 } },
      })
        .gif()
        .toBuffer(),
    });
    const res = await submit(
      tutor,
      tutorFields({ tutoring_mode: ['At Tutor Place'], pincodes: '' }),
      uploads,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).data.user.addressProof.name).toBe('proof.pdf');
    expect(body(res).data.user.profilePhoto).toMatch(/\.webp$/);
    expect(body(res).data.user.pincodes).toBeNull();
  });

  it('accepts a legacy Word resume (.doc)', async () => {
    const tutor = await newTutor();
    const res = await submit(tutor, tutorFields(), [
      ...validFiles(),
      { field: 'resume', name: 'cv.doc', data: sampleDoc() },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).data.user.resume.mimeType).toBe('application/msword');
  });
});

describe('POST /api/submit-tutor-form: every rule of steps 2–6 and the final submit (400, spec message)', () => {
  for (const c of TUTOR_FORM_CASES) {
    it(`step ${c.step}: ${c.rule}`, async () => {
      const tutor = await newTutor();
      const res = await submit(tutor, tutorFields(c.patch), validFiles(c.files));
      expect(res.statusCode, res.body).toBe(400);
      expect(body(res)).toMatchObject({ success: false, message: c.message });
      const again = body(await ctx.injectAs(tutor, { method: 'GET', url: '/api/me' })).data;
      expect(again.isFormSubmitted).toBe(false);
    });
  }

  it('stores nothing from a refused form', async () => {
    const tutor = await newTutor();
    const before = storedFileCount();
    const res = await submit(
      tutor,
      tutorFields({ headline: '' }),
      validFiles({ certificates: 3, resume: 1 }),
    );
    expect(res.statusCode).toBe(400);
    expect(storedFileCount()).toBe(before);
    expect(await ctx.db.select().from(files).where(eq(files.ownerId, tutor.id))).toEqual([]);
  });
});

describe('POST /api/submit-tutor-form: files are judged by their content', () => {
  const withCert = (cert: UploadSpec) => [...validFiles({ certificates: 0 }), cert];
  it('refuses a program whose name says .pdf (Invalid File Type)', async () => {
    const res = await submit(
      await newTutor(),
      tutorFields(),
      withCert({
        field: 'certificates',
        name: 'degree.pdf',
        data: sampleExe(),
        type: 'application/pdf',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      message: 'Please select a valid file (pdf, jpg, png).',
      data: { code: 'INVALID_FILE_TYPE', title: 'Invalid File Type', field: 'certificates' },
    });
  });
  it('refuses a text file named .pdf, and a PNG named .pdf', async () => {
    for (const data of [Buffer.from('just some text, honestly a PDF'), samplePng()]) {
      const res = await submit(
        await newTutor(),
        tutorFields(),
        withCert({ field: 'certificates', name: 'degree.pdf', data }),
      );
      expect(res.statusCode).toBe(400);
      expect(body(res).data.title).toBe('Invalid File Type');
    }
  });
  it('refuses a zip named .docx that is not a Word document', async () => {
    const res = await submit(await newTutor(), tutorFields(), [
      ...validFiles(),
      { field: 'resume', name: 'cv.docx', data: zipStored({ 'a.txt': 'hello' }) },
    ]);
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('Please select a valid file (pdf, doc, docx).');
  });
  it('refuses a PDF as the profile photo with the spec message', async () => {
    const res = await submit(await newTutor(), tutorFields(), [
      ...validFiles({ profilePhoto: 0 }),
      { field: 'profilePhoto', name: 'me.pdf', data: samplePdf() },
    ]);
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      message: 'Please select a valid image file (jpg, jpeg, png, gif).',
      data: { title: 'Invalid File Type' },
    });
  });
  it('refuses a photo of 5 MB or more (File Too Large)', async () => {
    const big = samplePng({ width: 1400, height: 1300, noise: true });
    expect(big.length).toBeGreaterThan(LIMITS.photoMaxBytes);
    const res = await submit(await newTutor(), tutorFields(), [
      ...validFiles({ profilePhoto: 0 }),
      { field: 'profilePhoto', name: 'big.png', data: big },
    ]);
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      message: 'Please select an image smaller than 5MB.',
      data: { code: 'FILE_TOO_LARGE', title: 'File Too Large' },
    });
  });
  it('refuses a document over 10 MB', async () => {
    const big = samplePdf(['big'], { padToBytes: LIMITS.documentMaxBytes + 50_000 });
    const res = await submit(
      await newTutor(),
      tutorFields(),
      withCert({ field: 'certificates', name: 'big.pdf', data: big }),
    );
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      message: 'Please select a file smaller than 10MB.',
      data: { title: 'File Too Large' },
    });
  });
  it('refuses a sixth file in a multi field (Too Many Files)', async () => {
    const res = await submit(await newTutor(), tutorFields(), validFiles({ govt_ids: 6 }));
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      message: 'You can only upload up to 5 files.',
      data: { code: 'TOO_MANY_FILES', title: 'Too Many Files' },
    });
  });
  it('refuses a file in a field that takes none', async () => {
    const res = await submit(await newTutor(), tutorFields(), [
      ...validFiles(),
      { field: 'avatar', name: 'x.png', data: samplePng() },
    ]);
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('Unexpected file field "avatar".');
  });
});

describe('POST /api/submit-tutor-form: catalogue and places must exist', () => {
  it('refuses an unknown category, a subject of another category, an unknown state or city', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ category: 'Astrology' }, 'Please select a category from the list.'],
      [{ subcategory: ['Guitar'] }, 'Please select sub categories of the chosen category.'],
      [{ country: 'Atlantis' }, 'Please select a country from the list.'],
      [{ state: 'Texas' }, 'Please select a state of the chosen country.'],
      [{ city: 'Mumbai' }, 'Please select a city of the chosen state.'],
    ];
    for (const [patch, message] of cases) {
      const res = await submit(await newTutor(), tutorFields(patch), validFiles());
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(body(res).message).toBe(message);
    }
  });
  it('accepts a typed state and city where the dataset has none (core-marketplace §4)', async () => {
    const res = await submit(
      await newTutor(),
      tutorFields({
        country: 'Bouvet Island',
        state: 'Main island',
        city: 'Camp',
        tutoring_mode: ['Online Tutoring'],
        currency: 'USD',
      }),
      validFiles(),
    );
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('POST /api/submit-tutor-form: who may submit', () => {
  it('needs a signed-in tutor: 401 without a token, 403 for a student', async () => {
    const fields = tutorFields();
    expect((await submit(null, fields, validFiles())).statusCode).toBe(401);
    const { user: student } = await createStudent(ctx.db);
    const res = await submit(student, fields, validFiles());
    expect(res.statusCode).toBe(403);
  });
  it('takes a second submission from a verified or pending tutor as an update with the account rules', async () => {
    // A spec client updates the profile (and its photo) through this form: a verified tutor's
    // photo and headline change, locked fields (gender, birth date) stay, documents stay locked.
    const { user } = await createTutor(ctx.db, { profile: { verificationStatus: 'verified' } });
    const before = body(await ctx.injectAs(user, { method: 'GET', url: '/api/me' })).data;
    const photo = {
      field: 'profilePhoto',
      name: 'new-me.png',
      data: samplePng({ rgb: [10, 160, 90] }),
      type: 'image/png',
    };
    const res = await submit(
      user,
      tutorFields({
        headline: 'Calm maths, new photo',
        gender: 'Other',
        dateOfBirth: '1980-01-01',
      }),
      [photo],
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).message).toBe('Your changes have been saved.');
    const after = body(res).data.user;
    expect(after.profilePhoto).toBeTruthy();
    expect(after.profilePhoto).not.toBe(before.profilePhoto);
    expect(JSON.stringify(after)).toContain('Calm maths, new photo');
    expect(before.gender).toBeTruthy();
    expect(before.gender).not.toBe('Other');
    expect([after.gender, after.dateOfBirth]).toEqual([before.gender, before.dateOfBirth]);
    const docs = await submit(user, tutorFields(), validFiles());
    expect([docs.statusCode, body(docs).message]).toEqual([
      409,
      'Your documents have been verified and can no longer be replaced.',
    ]);

    // Pending: documents may still be added, as on the account page.
    const { user: pending } = await createTutor(ctx.db, {
      profile: { verificationStatus: 'pending' },
    });
    const added = await submit(pending, tutorFields(), validFiles());
    expect(added.statusCode, added.body).toBe(200);
    expect(body(added).message).toBe('Your changes have been saved.');
  });
  it('lets a rejected tutor submit again, keeping stored documents, and returns them to review', async () => {
    const tutor = await newTutor();
    expect((await submit(tutor, tutorFields(), validFiles({ certificates: 2 }))).statusCode).toBe(
      200,
    );
    const { tutorProfiles } = await import('../src/db/schema/tutor-profiles');
    await ctx.db
      .update(tutorProfiles)
      .set({ verificationStatus: 'rejected', rejectionReason: 'Blurry id' })
      .where(eq(tutorProfiles.userId, tutor.id));
    const res = await submit(tutor, tutorFields({ headline: 'Clearer documents now' }), [
      { field: 'govt_ids', name: 'pan.pdf', data: samplePdf(['PAN']) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { user } = body(res).data;
    expect(user).toMatchObject({
      verificationStatus: 'pending',
      rejectionReason: null,
      headline: 'Clearer documents now',
    });
    expect(user.certificates).toHaveLength(2);
    expect(user.govt_ids.map((g: any) => g.name)).toEqual(['pan.pdf']);
  });
  it('wants multipart (415 for JSON)', async () => {
    const res = await ctx.injectAs(await newTutor(), {
      method: 'POST',
      url: '/api/submit-tutor-form',
      payload: tutorFields(),
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('core-marketplace §4/§6: sign-up state and roles', () => {
  it('keeps a tutor who has not submitted the form out of the tutor screens', async () => {
    const tutor = await newTutor();
    for (const req of [
      { method: 'GET' as const, url: '/api/dashboard' },
      { method: 'PUT' as const, url: '/api/tutor-account', payload: tutorFields() },
    ]) {
      const res = await ctx.injectAs(tutor, req);
      expect(res.statusCode).toBe(403);
      expect(body(res)).toMatchObject({
        message: 'Please complete your tutor sign-up first.',
        data: { code: 'FORM_NOT_SUBMITTED' },
      });
    }
  });
  it('does not let a student email become a tutor', async () => {
    const { user } = await createStudent(ctx.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/dev/sign-in',
      payload: { email: user.email, role: 'tutor', authType: 'registration' },
    });
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe('You already have an account as student.');
    // And the student's own token cannot submit a tutor form.
    expect((await submit(user, tutorFields(), validFiles())).statusCode).toBe(403);
  });
});

it('uses a docx resume end to end (a real Word zip)', async () => {
  const res = await submit(await newTutor(), tutorFields(), [
    ...validFiles(),
    { field: 'resume', name: 'CV.DOCX', data: sampleDocx() },
  ]);
  expect(res.statusCode, res.body).toBe(200);
});

describe('bad input never gives a 500', () => {
  it('answers a broken multipart body, repeated scalars and odd JSON with 4xx', async () => {
    const tutor = await newTutor();
    const broken = await ctx.injectAs(tutor, {
      method: 'POST',
      url: '/api/submit-tutor-form',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nKav',
    });
    expect(broken.statusCode).toBe(400);
    expect(body(broken)).toMatchObject({
      success: false,
      message:
        'The form could not be read: the upload was interrupted or malformed. Please try again.',
    });

    const twice = await submit(tutor, { ...tutorFields(), fullName: undefined }, validFiles());
    expect(body(twice).message).toBe('Please enter your full name.');
    const repeated = await ctx.injectAs(tutor, {
      method: 'POST',
      url: '/api/submit-tutor-form',
      ...(await multipart(tutorFields(), validFiles())),
    });
    expect(repeated.statusCode).toBe(200);

    const { user } = await createTutor(ctx.db);
    for (const [payload, message] of [
      [[1, 2], 'Request body must be a JSON object.'], // one answer on every form route
      ['text', 'Request body is not valid JSON.'],
      [{ fullName: { x: 1 } }, 'Please enter your full name.'],
    ] as const) {
      const res = await ctx.injectAs(user, {
        method: 'PUT',
        url: '/api/tutor-account',
        payload: payload as never,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body(res)).toMatchObject({ success: false, message });
    }
  });
});
