import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { body, build } from './helper';
import { multipart, tutorFields, validFiles, type UploadSpec } from './support/tutor-form';
import { createTutor, createTutorDocuments, createAdmin, createUser } from '../src/seed/factories';
import { samplePdf, samplePng } from '../src/seed/sample-files';
import { tutorProfiles } from '../src/db/schema/tutor-profiles';

const ctx = await build();

async function update(
  user: { id: string },
  fields: Record<string, unknown>,
  uploads: UploadSpec[] = [],
) {
  return ctx.injectAs(user, {
    method: 'PUT',
    url: '/api/tutor-account',
    ...(await multipart(fields, uploads)),
  });
}
/** A tutor who went through the real sign-up (photo, certificate, government id). */
async function signedUpTutor() {
  const tutor = await createUser(ctx.db, {
    role: 'tutor',
    fullName: 'Kavya',
    isFormSubmitted: false,
  });
  const res = await ctx.injectAs(tutor, {
    method: 'POST',
    url: '/api/submit-tutor-form',
    ...(await multipart(tutorFields(), validFiles())),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { tutor, user: body(res).data.user };
}
const setStatus = (
  id: string,
  verificationStatus: 'pending' | 'verified' | 'rejected',
  rejectionReason: string | null = null,
) =>
  ctx.db
    .update(tutorProfiles)
    .set({ verificationStatus, rejectionReason })
    .where(eq(tutorProfiles.userId, id));

describe('PUT /api/tutor-account (core-marketplace §2 Tutor account)', () => {
  it('saves the editable sections and returns the user', async () => {
    const { tutor } = await signedUpTutor();
    const res = await update(
      tutor,
      tutorFields({
        fullName: 'Kavya S Rao',
        avl_days: ['Sat', 'Sun'],
        avl_time: ['9-12', '12-15'],
        headline: 'New headline',
        min_hour_charge: 2000,
        max_hour_charge: 4000,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).message).toBe('Your changes have been saved.');
    expect(body(res).data.user).toMatchObject({
      fullName: 'Kavya S Rao',
      avl_days: ['Sat', 'Sun'],
      avl_time: ['9-12', '12-15'],
      headline: 'New headline',
      min_hour_charge: 2000,
      max_hour_charge: 4000,
      verificationStatus: 'pending',
    });
  });

  it('keeps gender, birth date and phone locked whatever is sent', async () => {
    const { tutor } = await signedUpTutor();
    const res = await update(
      tutor,
      tutorFields({
        gender: 'Male',
        dateOfBirth: '1970-01-01',
        contactNumber: '1111111111',
        email: 'new@example.test',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(body(res).data.user).toMatchObject({
      gender: 'Female',
      dateOfBirth: '1992-03-14',
      contactNumber: '9876543210',
      email: tutor.email,
    });
  });

  it('re-validates on the server with the spec messages', async () => {
    const { tutor } = await signedUpTutor();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ teaching_experience: 51 }, 'Teaching experience cannot exceed 50 years.'],
      [{ teaching_experience: 'x' }, 'Please enter a valid experience (0 or more).'],
      [{ avl_days: [] }, 'Please select your availability.'],
      [{ fullName: '' }, 'Please enter your full name.'],
      [{ subcategory: ['A', 'B', 'C', 'D'] }, 'You can select up to 3 sub categories.'],
      [{ tutoring_mode: ['At Tutor Place'] }, 'Please upload your address proof.'],
      [{ subcategory: ['Guitar'] }, 'Please select sub categories of the chosen category.'],
    ];
    for (const [patch, message] of cases) {
      const res = await update(tutor, tutorFields(patch));
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(body(res).message).toBe(message);
    }
  });

  it('takes JSON when no files change', async () => {
    const { tutor } = await signedUpTutor();
    const res = await ctx.injectAs(tutor, {
      method: 'PUT',
      url: '/api/tutor-account',
      payload: tutorFields({ bio: 'Shorter bio.' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).data.user.bio).toBe('Shorter bio.');
  });

  it('adds At Tutor Place with a newly uploaded address proof', async () => {
    const { tutor } = await signedUpTutor();
    const res = await update(
      tutor,
      tutorFields({ tutoring_mode: ['At Tutor Place', 'Online Tutoring'] }),
      [{ field: 'addressProof', name: 'bill.pdf', data: samplePdf(['Electricity bill']) }],
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).data.user.addressProof.name).toBe('bill.pdf');
    expect(body(res).data.user.pincodes).toBeNull();
  });
});

describe('PUT /api/tutor-account while awaiting review', () => {
  it('makes new documents a new submission, so an admin cannot approve the older one', async () => {
    const { tutor } = await signedUpTutor();
    const [before] = await ctx.db
      .select({ submittedAt: tutorProfiles.submittedAt })
      .from(tutorProfiles)
      .where(eq(tutorProfiles.userId, tutor.id));
    await new Promise((r) => setTimeout(r, 5));
    const res = await update(
      tutor,
      tutorFields({ tutoring_mode: ['At Tutor Place', 'Online Tutoring'] }),
      [{ field: 'addressProof', name: 'bill.pdf', data: samplePdf(['Electricity bill']) }],
    );
    expect(res.statusCode, res.body).toBe(200);
    const [after] = await ctx.db
      .select({ submittedAt: tutorProfiles.submittedAt })
      .from(tutorProfiles)
      .where(eq(tutorProfiles.userId, tutor.id));
    expect(after!.submittedAt!.getTime()).toBeGreaterThan(before!.submittedAt!.getTime());
  });
});

describe('PUT /api/tutor-account: photo change (core-marketplace §5 Account photo)', () => {
  it('replaces the photo and removes the old file', async () => {
    const { tutor, user } = await signedUpTutor();
    const oldKey = user.profilePhoto.replace('/files/', '');
    const res = await update(tutor, tutorFields(), [
      { field: 'profilePhoto', name: 'new.png', data: samplePng({ rgb: [10, 150, 60] }) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const photo = body(res).data.user.profilePhoto;
    expect(photo).not.toBe(user.profilePhoto);
    expect((await ctx.app.inject({ method: 'GET', url: photo })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: user.profilePhoto })).statusCode).toBe(404);
    expect(fs.existsSync(path.join(ctx.dataDir, 'files', oldKey))).toBe(false);
  });
  it('refuses a non-image (Invalid File Type) and a large image (File Too Large)', async () => {
    const { tutor, user } = await signedUpTutor();
    const bad = await update(tutor, tutorFields(), [
      {
        field: 'profilePhoto',
        name: 'me.jpg',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(body(bad)).toMatchObject({
      message: 'Please select a valid image file (jpg, jpeg, png, gif).',
      data: { title: 'Invalid File Type' },
    });
    const big = await update(tutor, tutorFields(), [
      {
        field: 'profilePhoto',
        name: 'me.png',
        data: samplePng({ width: 1400, height: 1300, noise: true }),
      },
    ]);
    expect(big.statusCode).toBe(400);
    expect(body(big)).toMatchObject({
      message: 'Please select an image smaller than 5MB.',
      data: { title: 'File Too Large' },
    });
    const me = body(await ctx.injectAs(tutor, { method: 'GET', url: '/api/me' })).data;
    expect(me.profilePhoto).toBe(user.profilePhoto);
  });
});

describe('PUT /api/tutor-account: review', () => {
  it('lets a rejected tutor fix and resubmit, which returns them to review', async () => {
    const { tutor } = await signedUpTutor();
    await setStatus(tutor.id, 'rejected', 'Your government id is not readable.');
    const saveOnly = await update(tutor, tutorFields({ headline: 'Still rejected' }));
    expect(body(saveOnly).data.user).toMatchObject({
      verificationStatus: 'rejected',
      rejectionReason: 'Your government id is not readable.',
    });
    const res = await update(tutor, tutorFields({ resubmit: 'true' }), [
      { field: 'govt_ids', name: 'clear-id.pdf', data: samplePdf(['Clear scan']) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).data.user).toMatchObject({
      verificationStatus: 'pending',
      rejectionReason: null,
    });
    expect(body(res).data.user.govt_ids.map((g: any) => g.name)).toEqual(['clear-id.pdf']);
    const admin = await createAdmin(ctx.db);
    const queue = body(
      await ctx.injectAs(admin, {
        method: 'GET',
        url: '/api/admin/tutors?status=pending&limit=100',
      }),
    ).data;
    expect(queue.tutors.map((t: any) => t._id)).toContain(tutor.id);
  });
  it('refuses resubmitting a profile that is not rejected, and new documents once verified', async () => {
    const { user } = await createTutor(ctx.db);
    const res = await update(user, tutorFields({ resubmit: 'true' }));
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe('Only a rejected profile can be resubmitted for review.');
    await createTutorDocuments(ctx.db, ctx.ports.files, user.id);
    const docs = await update(user, tutorFields(), [
      { field: 'certificates', name: 'new.pdf', data: samplePdf() },
    ]);
    expect(docs.statusCode).toBe(409);
    expect(body(docs).message).toBe(
      'Your documents have been verified and can no longer be replaced.',
    );
  });
  it('is for tutors only', async () => {
    const admin = await createAdmin(ctx.db);
    expect((await update(admin, tutorFields())).statusCode).toBe(403);
  });
});
