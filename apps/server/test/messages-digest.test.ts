// The unread-message mail, run with a fake clock (the job's `now`): 10 minutes after an unread
// message, one mail per conversation and receiver, at most hourly, on the receiver's clock, with a
// link to the conversation; none when read, turned off or blocked; one however many runners race.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { body, build } from './helper';
import { pairWithConversation, sendAs } from './support/messages';
import { mailOutbox } from '../src/db/schema/mail';
import { directMessages } from '../src/db/schema/messages';
import { tutorProfiles } from '../src/db/schema/tutor-profiles';
import { sendMessageDigests } from '../src/modules/messages/message-digest';
import type { MailPort } from '../src/ports/mail';

const ctx = await build();
const job = (mail: MailPort = ctx.ports.mail) => ({
  db: ctx.db,
  mail,
  appUrl: 'https://tutors.example.in/',
});
const minutes = (from: string, n: number) => new Date(new Date(from).getTime() + n * 60_000);
const mailsTo = (email: string) => ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

describe('unread-message mails', () => {
  it('mails the receiver 10 minutes after an unread message, on their clock, once', async () => {
    const { student, tutor, conversationId } = await pairWithConversation(ctx, {
      student: 'Riya Sharma',
      tutor: 'Ananya Iyer',
    });
    await ctx.db
      .update(tutorProfiles)
      .set({ timezone: 'America/New_York' })
      .where(eq(tutorProfiles.userId, tutor.id));
    const sent = body(await sendAs(ctx, student, conversationId, 'Call me on 9876543210 please'))
      .data.message;
    expect(await sendMessageDigests(job(), minutes(sent.createdAt, 9))).toBe(0);
    expect(await sendMessageDigests(job(), minutes(sent.createdAt, 10))).toBe(1);
    expect(await sendMessageDigests(job(), minutes(sent.createdAt, 11))).toBe(0);
    const [mail] = await mailsTo(tutor.email);
    expect(mail!.subject).toBe('New message from Riya Sharma');
    const clock = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'America/New_York',
    }).format(new Date(sent.createdAt));
    // The receiver's copy: the number stays hidden in the mail too.
    expect(mail!.text).toContain(`[${clock}] Call me on [hidden] please`);
    expect(mail!.text).toContain(
      `Read and reply: https://tutors.example.in/messages/${conversationId}`,
    );
    expect(mail!.text).toContain(
      'turn these mails off in your account: https://tutors.example.in/tutor-account',
    );
    expect(await mailsTo(student.email)).toEqual([]);
  });

  it('sends at most one mail an hour per conversation, with only the new messages', async () => {
    const { student, tutor, conversationId } = await pairWithConversation(ctx);
    const first = body(await sendAs(ctx, tutor, conversationId, 'First question')).data.message;
    await sendMessageDigests(job(), minutes(first.createdAt, 10));
    const second = body(await sendAs(ctx, tutor, conversationId, 'Second question')).data.message;
    // On the fake clock the second message came 20 minutes after the first.
    await ctx.db
      .update(directMessages)
      .set({ createdAt: minutes(first.createdAt, 20) })
      .where(eq(directMessages.id, second.id));
    // The second message has waited 10 minutes, but the last mail was only 30 minutes ago.
    expect(await sendMessageDigests(job(), minutes(first.createdAt, 40))).toBe(0);
    expect(await sendMessageDigests(job(), minutes(first.createdAt, 70))).toBe(1);
    const mails = await mailsTo(student.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain('Second question');
    expect(mails[1]!.text).not.toContain('First question');
  });

  it('mails nothing for read messages, when turned off, or within a blocked pair', async () => {
    const read = await pairWithConversation(ctx);
    const m1 = body(await sendAs(ctx, read.student, read.conversationId, 'read me')).data.message;
    await ctx.injectAs(read.tutor, {
      method: 'POST',
      url: `/api/messages/conversations/${read.conversationId}/read`,
    });
    const off = await pairWithConversation(ctx);
    await ctx.injectAs(off.tutor, {
      method: 'PUT',
      url: '/api/messages/settings',
      payload: { messageMails: false },
    });
    await sendAs(ctx, off.student, off.conversationId, 'mails are off');
    const blocked = await pairWithConversation(ctx);
    await sendAs(ctx, blocked.student, blocked.conversationId, 'blocked soon');
    await ctx.injectAs(blocked.tutor, {
      method: 'POST',
      url: `/api/messages/conversations/${blocked.conversationId}/block`,
    });
    await sendMessageDigests(job(), minutes(m1.createdAt, 15));
    for (const pair of [read, off, blocked]) expect(await mailsTo(pair.tutor.email)).toEqual([]);
  });

  it('sends one mail however many runners race, and retries a failed send', async () => {
    const { student, tutor, conversationId } = await pairWithConversation(ctx);
    const sent = body(await sendAs(ctx, student, conversationId, 'Hello?')).data.message;
    const failing: MailPort = {
      transport: 'outbox',
      send: async () => {
        throw new Error('SMTP down');
      },
    };
    expect(await sendMessageDigests(job(failing), minutes(sent.createdAt, 10))).toBe(0);
    const at = minutes(sent.createdAt, 11);
    const counts = await Promise.all([1, 2, 3, 4].map(() => sendMessageDigests(job(), at)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await mailsTo(tutor.email)).toHaveLength(1);
  });
});
