// The inbox on the product's one socket (GET /api/calls/ws, first message `inbox-auth`): live
// messages, typing, delivered and read markers, refusals, idempotent sends and the catch-up after
// a reconnect, through a real listening app and the `ws` client.
import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { REFUSAL } from '@tm/shared/call/protocol';
import { MESSAGING_TEXT } from '@tm/shared/rules/messaging';
import { body, build, type TestContext } from './helper';
import { InboxSocket } from './support/inbox-client';
import { cid, pairWithConversation, sendAs } from './support/messages';
import { createAdmin } from '../src/seed/factories';
import { directMessages } from '../src/db/schema/messages';

let ctx: TestContext;
let url: string;

beforeAll(async () => {
  ctx = await build();
  const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  url = `${address.replace('http', 'ws')}/api/calls/ws`;
});

const open = async (user: { id: string }, since?: string) =>
  InboxSocket.open(url, await ctx.tokenFor(user.id), since);

describe('the inbox socket', () => {
  it('carries a message live, with delivered and read markers back to the sender', async () => {
    const { student, tutor, conversationId } = await pairWithConversation(ctx);
    const s = await open(student);
    const t = await open(tutor);
    const clientId = cid();
    s.send({ type: 'dm-send', conversationId, clientId, body: 'Can we start with algebra?' });
    const echo = await s.next('dm-message');
    expect(echo.message).toMatchObject({
      clientId,
      mine: true,
      body: 'Can we start with algebra?',
    });
    const got = await t.next('dm-message');
    expect(got.message).toMatchObject({ id: echo.message.id, mine: false, deliveredAt: null });

    t.send({ type: 'dm-marker', conversationId, marker: 'delivered', ids: [got.message.id] });
    const delivered = await s.next('dm-marker');
    expect(delivered).toMatchObject({ marker: 'delivered', ids: [got.message.id], conversationId });
    t.send({ type: 'dm-marker', conversationId, marker: 'read', ids: [got.message.id] });
    expect(await s.next('dm-marker', (m) => m.marker === 'read')).toMatchObject({
      ids: [got.message.id],
    });
    // The sender cannot mark their own message.
    s.send({ type: 'dm-marker', conversationId, marker: 'read', ids: [echo.message.id] });
    s.send({ type: 'ping' });
    await s.next('pong');
    const [row] = await ctx.db
      .select()
      .from(directMessages)
      .where(eq(directMessages.id, echo.message.id));
    expect(row!.readAt).not.toBeNull();
    await Promise.all([s.close(), t.close()]);
  });

  it('passes typing and paused to the other person only', async () => {
    const { student, tutor, conversationId } = await pairWithConversation(ctx);
    const s = await open(student);
    const t = await open(tutor);
    t.send({ type: 'dm-typing', conversationId, typing: true });
    expect(await s.next('dm-typing')).toEqual({
      type: 'dm-typing',
      conversationId,
      userId: tutor.id,
      typing: true,
    });
    t.send({ type: 'dm-typing', conversationId, typing: false });
    expect((await s.next('dm-typing')).typing).toBe(false);
    t.send({ type: 'ping' });
    await t.next('pong');
    expect(t.inbox.filter((m) => m.type === 'dm-typing')).toEqual([]);
    await Promise.all([s.close(), t.close()]);
  });

  it('refuses sends it cannot take, naming the clientId', async () => {
    const { student, tutor, conversationId } = await pairWithConversation(ctx);
    const s = await open(student);
    const clientId = cid();
    s.send({ type: 'dm-send', conversationId: '42@muc.example', clientId, body: 'hi' });
    expect(await s.next('dm-refused')).toEqual({
      type: 'dm-refused',
      clientId,
      conversationId: '42@muc.example',
      reason: MESSAGING_TEXT.unsupportedChatType,
    });
    const tooLong = cid();
    s.send({ type: 'dm-send', conversationId, clientId: tooLong, body: 'x'.repeat(2001) });
    expect(await s.next('dm-refused')).toMatchObject({
      clientId: tooLong,
      reason: MESSAGING_TEXT.tooLong,
    });
    await ctx.injectAs(tutor, {
      method: 'POST',
      url: `/api/messages/conversations/${conversationId}/block`,
    });
    const blocked = cid();
    s.send({ type: 'dm-send', conversationId, clientId: blocked, body: 'still there?' });
    expect(await s.next('dm-refused')).toMatchObject({
      clientId: blocked,
      reason: MESSAGING_TEXT.blockedByThem,
    });
    // The block reached the student's page as a change of the conversation.
    expect(await s.next('dm-conversation')).toEqual({ type: 'dm-conversation', conversationId });
    await s.close();
  });

  it('authenticates by the first message, students and tutors only', async () => {
    const first = await InboxSocket.open(url, null);
    first.send({ type: 'dm-typing', conversationId: cid(), typing: true });
    // Not an inbox first message: the class socket's rules answer it.
    expect((await first.next('refused')).reason).toBe(REFUSAL.authFirst);
    const bad = await InboxSocket.open(url, null);
    bad.send({ type: 'inbox-auth', token: 'not-a-token' });
    expect((await bad.next('refused')).reason).toBe(REFUSAL.badToken);
    expect(await bad.closed).toBe(4403);
    const admin = await createAdmin(ctx.db);
    const a = await InboxSocket.open(url, null);
    a.send({ type: 'inbox-auth', token: await ctx.tokenFor(admin.id) });
    expect((await a.next('refused')).reason).toBe(MESSAGING_TEXT.onlyStudentsAndTutors);
  });

  it('stores a resent clientId once and echoes the same message', async () => {
    const { student, conversationId } = await pairWithConversation(ctx);
    const s = await open(student);
    const clientId = cid();
    for (let i = 0; i < 3; i++) s.send({ type: 'dm-send', conversationId, clientId, body: 'Once' });
    const echoes = [
      await s.next('dm-message'),
      await s.next('dm-message'),
      await s.next('dm-message'),
    ];
    expect(new Set(echoes.map((e) => e.message.id)).size).toBe(1);
    const rows = await ctx.db
      .select({ n: count() })
      .from(directMessages)
      .where(eq(directMessages.conversationId, conversationId));
    expect(rows).toEqual([{ n: 1 }]);
    await s.close();
  });

  it('after a reconnect, sends what changed since the page last saw', async () => {
    const { student, tutor, conversationId } = await pairWithConversation(ctx);
    const s = await open(student);
    await sendAs(ctx, tutor, conversationId, 'before the drop');
    const seen = (await s.next('dm-message')).message;
    await s.close();
    // While the page is away: two new messages, an edit and a delete.
    const a = body(await sendAs(ctx, tutor, conversationId, 'while away 1')).data.message;
    const b = body(await sendAs(ctx, tutor, conversationId, 'while away 2')).data.message;
    await ctx.injectAs(tutor, {
      method: 'PATCH',
      url: `/api/messages/${a.id}`,
      payload: { body: 'while away 1 (edited)' },
    });
    await ctx.injectAs(tutor, { method: 'DELETE', url: `/api/messages/${b.id}` });

    const again = await open(student, seen.changedAt);
    const sync = await again.next('dm-sync');
    expect(sync.more).toBe(false);
    // Merged by id (the overlap may repeat what the page had), newest change wins.
    const byId = new Map(sync.messages.map((m) => [m.id, m]));
    expect(byId.get(a.id)).toMatchObject({ body: 'while away 1 (edited)' });
    expect(byId.get(b.id)).toMatchObject({ deleted: true, body: MESSAGING_TEXT.deleted });
    expect([...byId.keys()].filter((id) => id !== seen.id).sort()).toEqual([a.id, b.id].sort());
    await again.close();
  });
});
