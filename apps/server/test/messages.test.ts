// Messages between students and tutors over HTTP: who may open, read and write a conversation,
// blocks and suspensions, masking of contact details, edit and delete, rate and size limits,
// idempotent sends, the inbox and its paging.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { MESSAGING_LIMITS, MESSAGING_TEXT } from '@tm/shared/rules/messaging';
import { MASKED_CASES, ORDINARY_MESSAGES } from '@tm/shared/rules/contact-masking.cases';
import { body, build, type TestContext } from './helper';
import { createAdmin, createBooking, createStudent, createTutor } from '../src/seed/factories';
import { conversationAdminReads, directMessages, messageReports } from '../src/db/schema/messages';
import { cid, pairWithConversation, payFor, sendAs } from './support/messages';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await build();
});

const get = (user: { id: string } | null, url: string) =>
  ctx.injectAs(user, { method: 'GET', url });
const messagesOf = async (user: { id: string }, conversationId: string) =>
  body(await get(user, `/api/messages/conversations/${conversationId}/messages`)).data
    .messages as Array<{
    id: string;
    body: string;
    hidden: boolean;
    mine: boolean;
    deleted: boolean;
  }>;

describe('opening a conversation', () => {
  it('a student with a complete profile opens one conversation per tutor', async () => {
    const { student, tutor, conversationId } = await pairWithConversation(ctx);
    const again = await ctx.injectAs(student, {
      method: 'POST',
      url: '/api/messages/conversations',
      payload: { tutorId: tutor.id },
    });
    expect(again.statusCode).toBe(200);
    expect(body(again).data).toMatchObject({
      id: conversationId,
      other: { id: tutor.id, fullName: 'Ananya Iyer', role: 'tutor' },
      canSend: true,
      cannotSendReason: null,
    });
  });

  it('refuses a student without a complete profile, and an unverified tutor', async () => {
    const incomplete = (await createStudent(ctx.db, { profile: null })).user;
    const tutor = (await createTutor(ctx.db)).user;
    const res = await ctx.injectAs(incomplete, {
      method: 'POST',
      url: '/api/messages/conversations',
      payload: { tutorId: tutor.id },
    });
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toBe(MESSAGING_TEXT.profileIncomplete);

    const pending = (await createTutor(ctx.db, { profile: { verificationStatus: 'pending' } }))
      .user;
    const student = (await createStudent(ctx.db)).user;
    const res2 = await ctx.injectAs(student, {
      method: 'POST',
      url: '/api/messages/conversations',
      payload: { tutorId: pending.id },
    });
    expect(res2.statusCode).toBe(404);
    expect(body(res2).message).toBe(MESSAGING_TEXT.tutorUnavailable);
  });

  it('lets a tutor write only to students who wrote or booked', async () => {
    const tutor = (await createTutor(ctx.db)).user;
    const stranger = (await createStudent(ctx.db)).user;
    const open = (studentId: string) =>
      ctx.injectAs(tutor, {
        method: 'POST',
        url: '/api/messages/conversations',
        payload: { studentId },
      });
    const refused = await open(stranger.id);
    expect(refused.statusCode).toBe(403);
    expect(body(refused).message).toBe(MESSAGING_TEXT.tutorMayNotStart);
    const booker = (await createStudent(ctx.db)).user;
    await createBooking(ctx.db, { studentId: booker.id, tutorId: tutor.id });
    const allowed = await open(booker.id);
    expect(allowed.statusCode).toBe(200);
    expect(body(allowed).data.bookings).toHaveLength(1);
  });

  it('needs a signed-in student or tutor', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/messages/conversations' });
    expect(res.statusCode).toBe(401);
    const admin = await createAdmin(ctx.db);
    expect((await get(admin, '/api/messages/conversations')).statusCode).toBe(403);
  });
});

describe('who may read and write a conversation', () => {
  it('only its two members; anyone else gets the same 404', async () => {
    const { student, tutor, conversationId } = await pairWithConversation(ctx);
    expect(
      (await sendAs(ctx, student, conversationId, 'Hello, are you free on Monday?')).statusCode,
    ).toBe(200);
    expect((await messagesOf(tutor, conversationId)).map((m) => m.body)).toEqual([
      'Hello, are you free on Monday?',
    ]);
    const otherStudent = (await createStudent(ctx.db)).user;
    const otherTutor = (await createTutor(ctx.db)).user;
    for (const outsider of [otherStudent, otherTutor]) {
      for (const res of [
        await get(outsider, `/api/messages/conversations/${conversationId}`),
        await get(outsider, `/api/messages/conversations/${conversationId}/messages`),
        await sendAs(ctx, outsider, conversationId, 'let me in'),
        await ctx.injectAs(outsider, {
          method: 'POST',
          url: `/api/messages/conversations/${conversationId}/block`,
        }),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(body(res).message).toBe(MESSAGING_TEXT.notFound);
      }
    }
  });

  it('an admin reads only a reported conversation, and the read is logged', async () => {
    const { student, tutor, conversationId } = await pairWithConversation(ctx);
    await sendAs(ctx, tutor, conversationId, 'Pay me on riya@okaxis instead');
    const admin = await createAdmin(ctx.db);
    const early = await get(admin, `/api/admin/conversations/${conversationId}`);
    expect(early.statusCode).toBe(403);
    expect(body(early).message).toBe(MESSAGING_TEXT.adminReadsReportedOnly);
    expect(
      await ctx.db
        .select({ n: count() })
        .from(conversationAdminReads)
        .where(eq(conversationAdminReads.conversationId, conversationId)),
    ).toEqual([{ n: 0 }]);

    const report = await ctx.injectAs(student, {
      method: 'POST',
      url: `/api/messages/conversations/${conversationId}/report`,
      payload: { reason: 'off_platform', details: 'Asked me to pay outside.' },
    });
    expect(report.statusCode).toBe(200);
    expect(body(report).message).toBe(MESSAGING_TEXT.reported);

    const read = await get(admin, `/api/admin/conversations/${conversationId}`);
    expect(read.statusCode).toBe(200);
    const [message] = body(read).data.messages;
    // The admin sees what was written and what the receiver saw.
    expect(message).toMatchObject({
      body: 'Pay me on riya@okaxis instead',
      receiverSaw: 'Pay me on [hidden] instead',
      senderName: 'Ananya Iyer',
    });
    const logged = await ctx.db
      .select()
      .from(conversationAdminReads)
      .where(eq(conversationAdminReads.conversationId, conversationId));
    expect(logged).toMatchObject([{ adminId: admin.id, what: 'messages' }]);

    const queue = body(await get(admin, '/api/admin/message-reports')).data.reports;
    const mine = queue.find((r: { conversationId: string }) => r.conversationId === conversationId);
    expect(mine).toMatchObject({
      kind: 'report',
      reason: 'off_platform',
      details: 'Asked me to pay outside.',
      reporter: { id: student.id },
      reported: { id: tutor.id, suspended: false },
      excerpt: [{ senderName: 'Ananya Iyer', body: 'Pay me on riya@okaxis instead' }],
    });
    // The admin's own API for members' inboxes stays closed.
    expect((await get(admin, `/api/messages/conversations/${conversationId}`)).statusCode).toBe(
      403,
    );
    // Closed reports leave the open queue.
    const resolved = await ctx.injectAs(admin, {
      method: 'POST',
      url: `/api/admin/message-reports/${mine.id}/resolve`,
    });
    expect(resolved.statusCode).toBe(200);
    const open = body(await get(admin, '/api/admin/message-reports')).data.reports;
    expect(open.some((r: { id: string }) => r.id === mine.id)).toBe(false);
  });

  it('a blocked pair cannot write either way, still reads, and the tutor leaves the search', async () => {
    const { student, tutor, conversationId } = await pairWithConversation(ctx, {
      student: 'Meera Nair',
      tutor: 'Zubin Blockable',
    });
    await sendAs(ctx, tutor, conversationId, 'Welcome!');
    const block = await ctx.injectAs(student, {
      method: 'POST',
      url: `/api/messages/conversations/${conversationId}/block`,
    });
    expect(body(block).data).toEqual({ blocked: 'by_me' });
    const fromStudent = await sendAs(ctx, student, conversationId, 'hello?');
    expect(fromStudent.statusCode).toBe(403);
    expect(body(fromStudent).message).toBe(MESSAGING_TEXT.blockedByMe);
    const fromTutor = await sendAs(ctx, tutor, conversationId, 'hello?');
    expect(fromTutor.statusCode).toBe(403);
    expect(body(fromTutor).message).toBe(MESSAGING_TEXT.blockedByThem);
    expect((await messagesOf(tutor, conversationId)).map((m) => m.body)).toEqual(['Welcome!']);
    const detail = body(await get(tutor, `/api/messages/conversations/${conversationId}`)).data;
    expect(detail).toMatchObject({
      blocked: 'by_them',
      canSend: false,
      cannotSendReason: MESSAGING_TEXT.blockedByThem,
    });

    const search = (u: { id: string }) => get(u, '/api/get-tutors?search=Zubin%20Blockable');
    const names = async (u: { id: string }) =>
      body(await search(u)).data.tutors.map((t: { _id: string }) => t._id);
    expect(await names(student)).not.toContain(tutor.id);
    const someoneElse = (await createStudent(ctx.db)).user;
    expect(await names(someoneElse)).toContain(tutor.id);

    await ctx.injectAs(student, {
      method: 'DELETE',
      url: `/api/messages/conversations/${conversationId}/block`,
    });
    expect((await sendAs(ctx, tutor, conversationId, 'Back again')).statusCode).toBe(200);
    expect(await names(student)).toContain(tutor.id);
  });

  it("an admin may suspend a member's messaging, and lift it", async () => {
    const { student, conversationId } = await pairWithConversation(ctx);
    const admin = await createAdmin(ctx.db);
    const suspend = await ctx.injectAs(admin, {
      method: 'POST',
      url: `/api/admin/messaging-suspensions/${student.id}`,
      payload: { reason: 'Spam to many tutors' },
    });
    expect(body(suspend).data).toEqual({ userId: student.id, suspended: true });
    const refused = await sendAs(ctx, student, conversationId, 'hi');
    expect(refused.statusCode).toBe(403);
    expect(body(refused).message).toBe(MESSAGING_TEXT.suspended);
    expect(body(await get(student, '/api/messages/settings')).data).toEqual({
      messageMails: true,
      suspended: true,
    });
    await ctx.injectAs(admin, {
      method: 'DELETE',
      url: `/api/admin/messaging-suspensions/${student.id}`,
    });
    expect((await sendAs(ctx, student, conversationId, 'hi')).statusCode).toBe(200);
  });
});

describe('contact details before a paid booking', () => {
  it.each(MASKED_CASES)('hides "$text" from the receiver', async ({ text, seen }) => {
    const { student, tutor, conversationId } = await pairWithConversation(ctx);
    const res = await sendAs(ctx, student, conversationId, text);
    expect(res.statusCode).toBe(200);
    expect(body(res).data.notice).toBe(MESSAGING_TEXT.hiddenForSender);
    expect(body(res).data.message).toMatchObject({ body: text, hidden: true, mine: true });
    const [received] = await messagesOf(tutor, conversationId);
    expect(received).toMatchObject({ body: seen, hidden: true, mine: false });
  });

  it.each(ORDINARY_MESSAGES)('passes "%s" as written', async (text) => {
    const { student, tutor, conversationId } = await pairWithConversation(ctx);
    const res = await sendAs(ctx, tutor, conversationId, text);
    expect(body(res).data.notice).toBeNull();
    expect(await messagesOf(student, conversationId)).toMatchObject([
      { body: text, hidden: false },
    ]);
  });

  it('lets contact details through after a paid booking, never UPI ids', async () => {
    const { student, tutor, conversationId } = await pairWithConversation(ctx);
    await payFor(ctx.db, student.id, tutor.id);
    await sendAs(ctx, tutor, conversationId, 'Call me on 9876543210, fees only via riya@okaxis');
    expect(await messagesOf(student, conversationId)).toMatchObject([
      { body: 'Call me on 9876543210, fees only via [hidden]', hidden: true },
    ]);
    const detail = body(await get(student, `/api/messages/conversations/${conversationId}`)).data;
    expect(detail.paidBooking).toBe(true);
  });

  it('flags a sender who keeps trying, once, with the excerpt', async () => {
    const { tutor, conversationId } = await pairWithConversation(ctx);
    for (const text of [
      'my no 9876543210',
      'ok mail riya@gmail.com',
      'wa.me/919876543210',
      'again 98765 43210',
    ])
      await sendAs(ctx, tutor, conversationId, text);
    const flags = await ctx.db
      .select()
      .from(messageReports)
      .where(
        and(eq(messageReports.conversationId, conversationId), eq(messageReports.kind, 'flag')),
      );
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({
      reportedUserId: tutor.id,
      reason: 'contact_attempts',
      status: 'open',
    });
    expect(flags[0]!.excerpt.map((l) => l.body)).toEqual([
      'my no 9876543210',
      'ok mail riya@gmail.com',
      'wa.me/919876543210',
    ]);
  });
});

describe('edit and delete', () => {
  it("edits one's own message within 15 minutes, masked again", async () => {
    const { student, tutor, conversationId } = await pairWithConversation(ctx);
    const sent = body(await sendAs(ctx, student, conversationId, 'See you Monday')).data.message;
    const edit = (user: { id: string }, text: string) =>
      ctx.injectAs(user, {
        method: 'PATCH',
        url: `/api/messages/${sent.id}`,
        payload: { body: text },
      });
    const res = await edit(student, 'See you Monday, or call 9876543210');
    expect(res.statusCode).toBe(200);
    expect(body(res).data.message.editedAt).not.toBeNull();
    expect(await messagesOf(tutor, conversationId)).toMatchObject([
      { body: 'See you Monday, or call [hidden]', hidden: true },
    ]);
    const notOwn = await edit(tutor, 'changed');
    expect(notOwn.statusCode).toBe(403);
    expect(body(notOwn).message).toBe(MESSAGING_TEXT.notOwn);
    const stranger = (await createStudent(ctx.db)).user;
    expect((await edit(stranger, 'changed')).statusCode).toBe(404);

    // Sixteen minutes later the window is over.
    await ctx.db
      .update(directMessages)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(eq(directMessages.id, sent.id));
    const late = await edit(student, 'too late');
    expect(late.statusCode).toBe(403);
    expect(body(late).message).toBe(MESSAGING_TEXT.editWindowOver);
  });

  it('a deleted message shows "Message deleted" to both, once', async () => {
    const { student, tutor, conversationId } = await pairWithConversation(ctx);
    const sent = body(await sendAs(ctx, tutor, conversationId, 'Oops, wrong chat')).data.message;
    const del = (user: { id: string }) =>
      ctx.injectAs(user, { method: 'DELETE', url: `/api/messages/${sent.id}` });
    expect((await del(student)).statusCode).toBe(403);
    expect((await del(tutor)).statusCode).toBe(200);
    for (const viewer of [student, tutor])
      expect(await messagesOf(viewer, conversationId)).toMatchObject([
        { id: sent.id, body: MESSAGING_TEXT.deleted, deleted: true },
      ]);
    const again = await del(tutor);
    expect(again.statusCode).toBe(409);
    expect(body(again).message).toBe(MESSAGING_TEXT.alreadyDeleted);
    const [row] = await ctx.db.select().from(directMessages).where(eq(directMessages.id, sent.id));
    expect(row!.body).toBe('');
  });
});

describe('limits', () => {
  it('takes at most 2,000 characters and no empty message', async () => {
    const { student, conversationId } = await pairWithConversation(ctx);
    const long = await sendAs(ctx, student, conversationId, 'a'.repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(body(long).message).toBe(MESSAGING_TEXT.tooLong);
    const empty = await sendAs(ctx, student, conversationId, '   ');
    expect(empty.statusCode).toBe(400);
    expect(body(empty).message).toBe(MESSAGING_TEXT.empty);
    expect((await sendAs(ctx, student, conversationId, 'a'.repeat(2000))).statusCode).toBe(200);
  });

  it('keeps text as text', async () => {
    const { student, tutor, conversationId } = await pairWithConversation(ctx);
    const html = '<img src=x onerror=alert(1)> <b>bold</b> & "quotes"';
    await sendAs(ctx, student, conversationId, html);
    expect((await messagesOf(tutor, conversationId))[0]!.body).toBe(html);
  });

  it(`takes ${MESSAGING_LIMITS.messagesPerMinute} messages a minute; a retry at the limit still answers`, async () => {
    const { student, conversationId } = await pairWithConversation(ctx);
    const first = cid();
    for (let i = 0; i < MESSAGING_LIMITS.messagesPerMinute; i++) {
      const res = await sendAs(
        ctx,
        student,
        conversationId,
        `message ${i}`,
        i === 0 ? first : cid(),
      );
      expect(res.statusCode).toBe(200);
    }
    const over = await sendAs(ctx, student, conversationId, 'one too many');
    expect(over.statusCode).toBe(429);
    expect(body(over).message).toBe(MESSAGING_TEXT.tooFast);
    const retry = await sendAs(ctx, student, conversationId, 'message 0', first);
    expect(retry.statusCode).toBe(200);
    // A minute later the sender may write again.
    await ctx.db
      .update(directMessages)
      .set({ createdAt: sql`created_at - interval '61 seconds'` })
      .where(eq(directMessages.conversationId, conversationId));
    expect((await sendAs(ctx, student, conversationId, 'later')).statusCode).toBe(200);
  });
});

describe('idempotent sends', () => {
  it('stores a retried clientId once and answers the same message', async () => {
    const { student, conversationId } = await pairWithConversation(ctx);
    const id = cid();
    const a = body(await sendAs(ctx, student, conversationId, 'Is Saturday fine?', id)).data
      .message;
    const b = body(await sendAs(ctx, student, conversationId, 'Is Saturday fine?', id)).data
      .message;
    expect(b.id).toBe(a.id);
    const rows = await ctx.db
      .select({ n: count() })
      .from(directMessages)
      .where(eq(directMessages.conversationId, conversationId));
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('stores one message when the same clientId arrives many times at once', async () => {
    const { student, conversationId } = await pairWithConversation(ctx);
    const id = cid();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => sendAs(ctx, student, conversationId, 'Hello!', id)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((r) => body(r).data.message.id)).size).toBe(1);
    // And different messages sent at once are all kept, in server order.
    const many = await Promise.all(
      Array.from({ length: 8 }, (_, i) => sendAs(ctx, student, conversationId, `m${i}`)),
    );
    expect(many.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await ctx.db
      .select({ n: count() })
      .from(directMessages)
      .where(eq(directMessages.conversationId, conversationId));
    expect(rows).toEqual([{ n: 9 }]);
  });
});

describe('the inbox', () => {
  it('lists conversations newest first with unread counts, and searches by name', async () => {
    const tutor = (await createTutor(ctx.db, { user: { fullName: 'Inbox Tutor' } })).user;
    const names = ['Aarav Gupta', 'Diya Menon', 'Kabir Shah'];
    const students = [];
    for (const fullName of names) {
      const s = (await createStudent(ctx.db, { user: { fullName } })).user;
      const open = await ctx.injectAs(s, {
        method: 'POST',
        url: '/api/messages/conversations',
        payload: { tutorId: tutor.id },
      });
      await sendAs(ctx, s, body(open).data.id, `Hello from ${fullName}`);
      students.push({ user: s, conversationId: body(open).data.id as string });
    }
    await sendAs(ctx, students[1]!.user, students[1]!.conversationId, 'One more question');
    const list = body(await get(tutor, '/api/messages/conversations')).data;
    expect(
      list.conversations.map((c: { other: { fullName: string } }) => c.other.fullName),
    ).toEqual(['Diya Menon', 'Kabir Shah', 'Aarav Gupta']);
    expect(list.conversations[0]).toMatchObject({
      unread: 2,
      lastMessage: { body: 'One more question', mine: false },
    });
    const unread = body(await get(tutor, '/api/messages/unread')).data;
    expect(unread).toMatchObject({ total: 4, conversations: 3 });
    expect(unread.byPerson[0]).toEqual({
      conversationId: students[1]!.conversationId,
      userId: students[1]!.user.id,
      unread: 2,
    });
    const found = body(await get(tutor, '/api/messages/conversations?q=kab')).data;
    expect(
      found.conversations.map((c: { other: { fullName: string } }) => c.other.fullName),
    ).toEqual(['Kabir Shah']);
    const read = await ctx.injectAs(tutor, {
      method: 'POST',
      url: `/api/messages/conversations/${students[1]!.conversationId}/read`,
    });
    expect(body(read).data.ids).toHaveLength(2);
    expect(body(await get(tutor, '/api/messages/unread')).data).toMatchObject({
      total: 2,
      conversations: 2,
    });
    // A conversation opened but never written in stays out of the other person's inbox.
    const silent = (await createStudent(ctx.db, { user: { fullName: 'Silent Student' } })).user;
    await ctx.injectAs(silent, {
      method: 'POST',
      url: '/api/messages/conversations',
      payload: { tutorId: tutor.id },
    });
    expect(body(await get(tutor, '/api/messages/conversations')).data.pagination.total).toBe(3);
  });

  it('pages back through history, oldest first within a page', async () => {
    const { student, tutor, conversationId } = await pairWithConversation(ctx);
    for (let i = 0; i < 45; i++)
      await sendAs(ctx, i % 2 ? tutor : student, conversationId, `message ${i}`);
    const first = body(
      await get(student, `/api/messages/conversations/${conversationId}/messages?limit=20`),
    ).data;
    expect(first.messages.map((m: { body: string }) => m.body)).toEqual(
      Array.from({ length: 20 }, (_, i) => `message ${i + 25}`),
    );
    const second = body(
      await get(
        student,
        `/api/messages/conversations/${conversationId}/messages?limit=20&before=${encodeURIComponent(first.nextBefore)}`,
      ),
    ).data;
    expect(second.messages[0].body).toBe('message 5');
    const third = body(
      await get(
        student,
        `/api/messages/conversations/${conversationId}/messages?limit=20&before=${encodeURIComponent(second.nextBefore)}`,
      ),
    ).data;
    expect(third.messages.map((m: { body: string }) => m.body)).toEqual(
      Array.from({ length: 5 }, (_, i) => `message ${i}`),
    );
    expect(third.nextBefore).toBeNull();
  });

  it('turns message mails off and on', async () => {
    const student = (await createStudent(ctx.db)).user;
    expect(body(await get(student, '/api/messages/settings')).data.messageMails).toBe(true);
    const off = await ctx.injectAs(student, {
      method: 'PUT',
      url: '/api/messages/settings',
      payload: { messageMails: false },
    });
    expect(body(off).data).toEqual({ messageMails: false, suspended: false });
  });
});
