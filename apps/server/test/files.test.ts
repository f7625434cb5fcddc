import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { body, build } from './helper';
import {
  createAdmin,
  createStudent,
  createTutor,
  createTutorDocuments,
} from '../src/seed/factories';

const ctx = await build();

async function tutorWithDocuments() {
  const { user } = await createTutor(ctx.db, { profile: { verificationStatus: 'pending' } });
  const [certificate] = await createTutorDocuments(ctx.db, ctx.ports.files, user.id, {
    certificates: 1,
    govt_ids: 1,
    resume: true,
    addressProof: true,
  });
  return { tutor: user, certificate: certificate! };
}

describe('GET /api/files/{id}: documents only for their tutor and admins', () => {
  it('serves the document to its tutor as an attachment, not cached', async () => {
    const { tutor, certificate } = await tutorWithDocuments();
    const res = await ctx.injectAs(tutor, { method: 'GET', url: `/api/files/${certificate.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe('attachment; filename="certificate-1.pdf"');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBe(certificate.sizeBytes);
  });

  it('serves it to an admin', async () => {
    const { certificate } = await tutorWithDocuments();
    const admin = await createAdmin(ctx.db);
    expect(
      (await ctx.injectAs(admin, { method: 'GET', url: `/api/files/${certificate.id}` }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a student and another tutor with the same 404 as a missing file', async () => {
    const { certificate } = await tutorWithDocuments();
    const { user: student } = await createStudent(ctx.db);
    const { user: otherTutor } = await createTutor(ctx.db);
    for (const who of [student, otherTutor]) {
      const res = await ctx.injectAs(who, { method: 'GET', url: `/api/files/${certificate.id}` });
      expect(res.statusCode).toBe(404);
      expect(body(res)).toEqual({ success: false, data: null, message: 'File not found.' });
    }
    const missing = await ctx.injectAs(student, {
      method: 'GET',
      url: `/api/files/${crypto.randomUUID()}`,
    });
    expect(missing.statusCode).toBe(404);
    expect(body(missing).message).toBe('File not found.');
  });

  it('a stored file that is gone is "not found"; one the disk cannot read is a 500, not a 404', async () => {
    const { tutor, certificate } = await tutorWithDocuments();
    const file = path.join(ctx.dataDir, 'files', certificate.storageKey);
    const read = () => ctx.injectAs(tutor, { method: 'GET', url: `/api/files/${certificate.id}` });
    // A link to itself where the file was: reading it fails (ELOOP), and the error handler logs
    // it and answers the generic 500 (the file store used to call every failure "not found").
    fs.rmSync(file);
    fs.symlinkSync(path.basename(file), file);
    const broken = await read();
    expect(broken.statusCode).toBe(500);
    expect(body(broken)).toEqual({
      success: false,
      data: null,
      message: 'Something went wrong on our side. Please try again.',
    });
    fs.rmSync(file);
    const gone = await read();
    expect(gone.statusCode).toBe(404);
    expect(body(gone)).toEqual({ success: false, data: null, message: 'File not found.' });
  });

  it('needs a signed-in user and a valid id', async () => {
    const { certificate } = await tutorWithDocuments();
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/files/${certificate.id}` })).statusCode,
    ).toBe(401);
    const { user } = await createStudent(ctx.db);
    const bad = await ctx.injectAs(user, { method: 'GET', url: '/api/files/not-a-uuid' });
    expect(bad.statusCode).toBe(400);
  });

  it("never puts a tutor's document URLs in another user's answers", async () => {
    const { tutor } = await tutorWithDocuments();
    const { user: student } = await createStudent(ctx.db);
    const me = body(await ctx.injectAs(student, { method: 'GET', url: '/api/me' })).data;
    expect(JSON.stringify(me)).not.toContain('/api/files/');
    const own = body(await ctx.injectAs(tutor, { method: 'GET', url: '/api/me' })).data;
    expect(own.certificates).toHaveLength(1);
    expect(own.resume.name).toBe('resume.pdf');
    expect(own.addressProof.name).toBe('address-proof.pdf');
  });
});
