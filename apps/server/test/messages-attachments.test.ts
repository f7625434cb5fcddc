// Message attachments: images and PDFs through the checked upload pipeline, private to the
// conversation's two people (and an admin reading a reported conversation, logged), refused before
// the body is read for anyone else, limited per day, removed with their message.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { UPLOAD_RULES } from '@tm/shared/rules/uploads';
import { MESSAGING_LIMITS, MESSAGING_TEXT } from '@tm/shared/rules/messaging';
import { body, build } from './helper';
import { multipart, type UploadSpec } from './support/tutor-form';
import { cid, pairWithConversation } from './support/messages';
import { createAdmin, createStudent } from '../src/seed/factories';
import { samplePdf, samplePng } from '../src/seed/sample-files';
import { conversationAdminReads, directMessages } from '../src/db/schema/messages';
import { files } from '../src/db/schema/files';

const ctx = await build();

function storedAttachments(): string[] {
  const dir = path.join(ctx.dataDir, 'files', 'private', 'message_attachment');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

async function attach(
  user: { id: string },
  conversationId: string,
  file: UploadSpec | null,
  fields: Record<string, string> = { clientId: cid() },
) {
  return ctx.injectAs(user, {
    method: 'POST',
    url: `/api/messages/conversations/${conversationId}/attachments`,
    ...(await multipart(fields, file ? [file] : [])),
  });
}

const png = (): UploadSpec => ({ field: 'attachment', name: 'worksheet.png', data: samplePng() });

describe('attachments', () => {
  it('a PNG with a caption reaches both members, and only them', async () => {
    const { student, tutor, conversationId } = await pairWithConversation(ctx);
    const res = await attach(student, conversationId, png(), {
      clientId: cid(),
      body: 'Here is the worksheet',
    });
    expect(res.statusCode).toBe(200);
    const message = body(res).data.message;
    expect(message).toMatchObject({
      body: 'Here is the worksheet',
      attachment: { name: 'worksheet.png', mimeType: 'image/png' },
    });
    const url = `/api/messages/attachments/${message.attachment.id}`;
    const sent = await sharp(samplePng()).metadata();
    const served: Buffer[] = [];
    for (const member of [student, tutor]) {
      const got = await ctx.injectAs(member, { method: 'GET', url });
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('image/png');
      expect(got.headers['cache-control']).toBe('private, no-store');
      // Uploaded pictures are written again (only the picture is kept), so the same image comes
      // back, not the same bytes.
      const meta = await sharp(got.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', sent.width, sent.height]);
      served.push(got.rawPayload);
    }
    expect(served[0]!.equals(served[1]!)).toBe(true);
    const stranger = (await createStudent(ctx.db)).user;
    const admin = await createAdmin(ctx.db);
    for (const outsider of [stranger, admin]) {
      expect((await ctx.injectAs(outsider, { method: 'GET', url })).statusCode).toBe(404);
      // Nor through the documents route, whoever asks.
      const doc = await ctx.injectAs(outsider, {
        method: 'GET',
        url: `/api/files/${message.attachment.id}`,
      });
      expect(doc.statusCode).toBe(404);
    }

    // Reported: the admin may open it, and that read is logged.
    await ctx.injectAs(tutor, {
      method: 'POST',
      url: `/api/messages/conversations/${conversationId}/report`,
      payload: { reason: 'spam' },
    });
    expect((await ctx.injectAs(admin, { method: 'GET', url })).statusCode).toBe(200);
    const logged = await ctx.db
      .select()
      .from(conversationAdminReads)
      .where(eq(conversationAdminReads.conversationId, conversationId));
    expect(logged).toMatchObject([
      { adminId: admin.id, what: 'attachment', fileId: message.attachment.id },
    ]);
  });

  it('takes a PDF; refuses a text file named .pdf and keeps nothing of it', async () => {
    const { tutor, conversationId } = await pairWithConversation(ctx);
    const ok = await attach(tutor, conversationId, {
      field: 'attachment',
      name: 'notes.pdf',
      data: samplePdf(),
    });
    expect(body(ok).data.message.attachment.mimeType).toBe('application/pdf');
    const before = storedAttachments();
    const fake = await attach(tutor, conversationId, {
      field: 'attachment',
      name: 'notes.pdf',
      data: Buffer.from('call me on 9876543210'),
    });
    expect(fake.statusCode).toBe(400);
    expect(body(fake).message).toBe(UPLOAD_RULES.messageAttachment.typeMessage);
    expect(storedAttachments()).toEqual(before);
    const none = await attach(tutor, conversationId, null);
    expect(none.statusCode).toBe(400);
    expect(body(none).message).toBe('Please choose an image or a PDF to send.');
  });

  it('refuses a stranger before reading the upload', async () => {
    const { conversationId } = await pairWithConversation(ctx);
    const stranger = (await createStudent(ctx.db)).user;
    const before = storedAttachments();
    const res = await attach(stranger, conversationId, png());
    expect(res.statusCode).toBe(404);
    expect(body(res).message).toBe(MESSAGING_TEXT.notFound);
    expect(storedAttachments()).toEqual(before);
  });

  it('a retried upload keeps one message and one file', async () => {
    const { student, conversationId } = await pairWithConversation(ctx);
    const fields = { clientId: cid() };
    const before = storedAttachments().length;
    const a = body(await attach(student, conversationId, png(), fields)).data.message;
    const b = body(await attach(student, conversationId, png(), fields)).data.message;
    expect(b.id).toBe(a.id);
    expect(storedAttachments().length).toBe(before + 1);
  });

  it(`takes ${MESSAGING_LIMITS.attachmentsPerDay} attachments a day`, async () => {
    const { student, conversationId } = await pairWithConversation(ctx);
    // The day's earlier attachments, as rows (a minute apart from now, outside the minute limit).
    for (let i = 0; i < MESSAGING_LIMITS.attachmentsPerDay; i++) {
      const [file] = await ctx.db
        .insert(files)
        .values({
          ownerId: student.id,
          kind: 'message_attachment',
          storageKey: `private/message_attachment/earlier-${cid()}.png`,
          originalName: 'earlier.png',
          mimeType: 'image/png',
          sizeBytes: 10,
        })
        .returning();
      await ctx.db.insert(directMessages).values({
        conversationId,
        senderId: student.id,
        clientId: cid(),
        body: '',
        attachmentFileId: file!.id,
        createdAt: sql`now() - interval '2 hours'`,
      });
    }
    const res = await attach(student, conversationId, png());
    expect(res.statusCode).toBe(429);
    expect(body(res).message).toBe(MESSAGING_TEXT.tooManyAttachments);
  });

  it('deleting the message removes its file', async () => {
    const { student, tutor, conversationId } = await pairWithConversation(ctx);
    const message = body(await attach(student, conversationId, png())).data.message;
    const before = storedAttachments().length;
    await ctx.injectAs(student, { method: 'DELETE', url: `/api/messages/${message.id}` });
    expect(storedAttachments().length).toBe(before - 1);
    const got = await ctx.injectAs(tutor, {
      method: 'GET',
      url: `/api/messages/attachments/${message.attachment.id}`,
    });
    expect(got.statusCode).toBe(404);
  });
});
