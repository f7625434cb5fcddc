// Live classes: ICE servers and the signalling socket, through a real listening app
// and the `ws` client.
import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { and, eq } from 'drizzle-orm';
import {
  BOARD_LIMITS,
  BOARD_MSG,
  REFUSAL,
  type ServerMessage,
  type Signal,
} from '@tm/shared/call/protocol';
import { body, build, type TestContext } from './helper';
import { createBooking, createStudent, createTutor } from '../src/seed/factories';
import { createLiveClass } from '../src/test-support/live-class-fixture';
import { classAttendance } from '../src/db/schema/calls';
import { classBoardUpdates } from '../src/db/schema/class-boards';
import { closeCallSockets } from '../src/modules/calls/signalling';
import { bookings } from '../src/db/schema/bookings';
import { sweepBookings } from '../src/modules/bookings/sweep-bookings';

let ctx: TestContext;
let url: string;

beforeAll(async () => {
  ctx = await build({
    TURN_URLS: 'turn:turn.example.test:3478?transport=udp,turns:turn.example.test:5349',
    TURN_SECRET: 'north-secret',
    STUN_URLS: 'stun:turn.example.test:3478',
  });
  const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  url = `${address.replace('http', 'ws')}/api/calls/ws`;
});

/** A socket that records what the server sends. */
class Client {
  ws: WebSocket;
  inbox: ServerMessage[] = [];
  closed: Promise<{ code: number }>;
  private waiters: Array<() => void> = [];
  constructor() {
    this.ws = new WebSocket(url);
    this.ws.on('message', (d) => {
      this.inbox.push(JSON.parse(String(d)));
      for (const w of this.waiters.splice(0)) w();
    });
    this.closed = new Promise((r) => this.ws.on('close', (code) => r({ code })));
  }
  async open() {
    if (this.ws.readyState === WebSocket.OPEN) return this;
    await new Promise((r) => this.ws.once('open', r));
    return this;
  }
  send(m: unknown) {
    this.ws.send(JSON.stringify(m));
  }
  async next<T extends ServerMessage['type']>(
    type: T,
    timeoutMs = 3000,
  ): Promise<Extract<ServerMessage, { type: T }>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const i = this.inbox.findIndex((m) => m.type === type);
      if (i >= 0) return this.inbox.splice(i, 1)[0] as Extract<ServerMessage, { type: T }>;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${type} message; got ${JSON.stringify(this.inbox)}`);
      await new Promise<void>((r) => {
        const t = setTimeout(r, left);
        this.waiters.push(() => {
          clearTimeout(t);
          r();
        });
      });
    }
  }
  close() {
    this.ws.close();
  }
}

async function joined(token: string, bookingId: string, sessionID?: string) {
  const c = await new Client().open();
  c.send({ type: 'auth', token, bookingId, ...(sessionID ? { sessionID } : {}) });
  return c;
}

function signal(
  type: Signal['signalType'],
  live: { bookingId: string },
  from: number,
  to: number,
  extra: Partial<Signal> = {},
): { type: 'signal'; signal: Signal } {
  return {
    type: 'signal',
    signal: {
      signalType: type,
      sessionID: 'sess-1',
      callType: 1,
      callerID: from,
      opponentsIDs: [to],
      userInfo: { bookingId: live.bookingId },
      ...extra,
    },
  };
}

describe('GET /api/calls/ice-servers', () => {
  it('needs a signed-in user', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/calls/ice-servers' });
    expect(res.statusCode).toBe(401);
  });

  it('gives STUN and TURN with coturn REST credentials (HMAC-SHA1 of expiry:userId)', async () => {
    const { user } = await createStudent(ctx.db);
    const before = Math.floor(Date.now() / 1000);
    const res = await ctx.injectAs(user, { method: 'GET', url: '/api/calls/ice-servers' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { iceServers, ttlSeconds } = body(res).data;
    expect(iceServers[0]).toEqual({ urls: ['stun:turn.example.test:3478'] });
    const turn = iceServers[1];
    expect(turn.urls).toEqual([
      'turn:turn.example.test:3478?transport=udp',
      'turns:turn.example.test:5349',
    ]);
    const [expiry, userId] = turn.username.split(':');
    expect(userId).toBe(user.id);
    expect(Number(expiry)).toBeGreaterThanOrEqual(before + ttlSeconds);
    expect(Number(expiry)).toBeLessThanOrEqual(before + ttlSeconds + 5);
    const expected = crypto
      .createHmac('sha1', 'north-secret')
      .update(turn.username)
      .digest('base64');
    expect(turn.credential).toBe(expected);
  });
});

describe('signalling socket', () => {
  it('the first message must authenticate', async () => {
    const live = await createLiveClass(ctx.db);
    const c = await new Client().open();
    c.send(signal('call', live, 1, 2));
    expect((await c.next('refused')).reason).toBe(REFUSAL.authFirst);
    expect((await c.closed).code).toBe(4403);
  });

  it('refuses an unknown token', async () => {
    const live = await createLiveClass(ctx.db);
    const c = await joined('not-a-token', live.bookingId);
    expect((await c.next('refused')).reason).toBe(REFUSAL.badToken);
  });

  it('refuses a third user of no part in the booking', async () => {
    const live = await createLiveClass(ctx.db);
    const c = await joined(live.outsider.token, live.bookingId);
    expect((await c.next('refused')).reason).toBe(REFUSAL.notParty);
    expect((await c.closed).code).toBe(4403);
  });

  it('refuses outside the class window and for a booking not active', async () => {
    const tutor = await createTutor(ctx.db);
    const student = await createStudent(ctx.db);
    const tomorrow = await createBooking(ctx.db, {
      tutorId: tutor.user.id,
      studentId: student.user.id,
      status: 'active',
    });
    const c = await joined(await ctx.tokenFor(student.user.id), tomorrow.id);
    expect((await c.next('refused')).reason).toBe(REFUSAL.notActive);
  });

  it('carries call and accept between tutor and student, with presence', async () => {
    const live = await createLiveClass(ctx.db);
    const tutor = await joined(live.tutor.token, live.bookingId);
    const t = await tutor.next('ready');
    expect(t.self.role).toBe('tutor');
    expect(t.peer.online).toBe(false);
    expect(t.timings.answerTimeInterval).toBe(60);

    const student = await joined(live.student.token, live.bookingId);
    const s = await student.next('ready');
    expect(s.self.role).toBe('student');
    expect(s.peer).toMatchObject({ cbId: t.self.cbId, online: true });
    // A fresh page holds no call session: the tutor learns it (and re-calls after a reload).
    expect(await tutor.next('presence')).toEqual({
      type: 'presence',
      cbId: s.self.cbId,
      online: true,
      sessionID: null,
    });

    const sdp = { type: 'offer' as const, sdp: 'v=0 offer' };
    tutor.send(signal('call', live, t.self.cbId, s.self.cbId, { sdp }));
    const got = await student.next('signal');
    expect(got.signal).toMatchObject({ signalType: 'call', sdp, callerID: t.self.cbId });
    expect(got.signal.userInfo.bookingId).toBe(live.bookingId);

    student.send(
      signal('accept', live, t.self.cbId, s.self.cbId, { sdp: { type: 'answer', sdp: 'v=0 a' } }),
    );
    expect((await tutor.next('signal')).signal.signalType).toBe('accept');

    student.close();
    expect(await tutor.next('presence')).toMatchObject({ online: false });
    tutor.close();
  });

  it('a socket that resumes tells the other side which call session it still holds', async () => {
    const live = await createLiveClass(ctx.db);
    const tutor = await joined(live.tutor.token, live.bookingId);
    await tutor.next('ready');
    const student = await joined(live.student.token, live.bookingId, 'sess-7');
    await student.next('ready');
    expect(await tutor.next('presence')).toMatchObject({ online: true, sessionID: 'sess-7' });
    student.close();
    const gone = await tutor.next('presence');
    expect(gone.online).toBe(false);
    expect(gone).not.toHaveProperty('sessionID');
    tutor.close();
  });

  it('a student may not start the call, nor signal a third id or another booking', async () => {
    const live = await createLiveClass(ctx.db);
    const tutor = await joined(live.tutor.token, live.bookingId);
    const t = await tutor.next('ready');
    for (const [bad, reason] of [
      [(s: number) => signal('call', live, s, t.self.cbId), REFUSAL.wrongPeer],
      [(s: number) => signal('candidate', live, s, 999_999), REFUSAL.wrongPeer],
      [
        (s: number) => signal('candidate', { bookingId: crypto.randomUUID() }, s, t.self.cbId),
        REFUSAL.wrongBooking,
      ],
    ] as const) {
      const student = await joined(live.student.token, live.bookingId);
      const s = await student.next('ready');
      student.send(bad(s.self.cbId));
      expect((await student.next('refused')).reason).toBe(reason);
      await student.closed;
    }
    expect(tutor.inbox.filter((m) => m.type === 'signal')).toEqual([]);
    tutor.close();
  });

  it('answers pings; a bad message is refused', async () => {
    const live = await createLiveClass(ctx.db);
    const c = await joined(live.tutor.token, live.bookingId);
    await c.next('ready');
    c.send({ type: 'ping' });
    await c.next('pong');
    c.send({ type: 'signal', signal: { signalType: 'dance' } });
    expect((await c.next('refused')).reason).toBe(REFUSAL.badMessage);
  });

  it('a reconnect resumes: the older socket is replaced, attendance keeps both joins', async () => {
    const live = await createLiveClass(ctx.db);
    const first = await joined(live.tutor.token, live.bookingId);
    expect((await first.next('ready')).resumed).toBe(false);
    const second = await joined(live.tutor.token, live.bookingId);
    expect((await second.next('ready')).resumed).toBe(true);
    expect((await first.closed).code).toBe(4409);
    second.close();
    await second.closed;
    await new Promise((r) => setTimeout(r, 200));
    const rows = await ctx.db
      .select()
      .from(classAttendance)
      .where(
        and(
          eq(classAttendance.bookingId, live.bookingId),
          eq(classAttendance.userId, live.tutor.id),
        ),
      );
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.leftAt !== null)).toBe(true);
  });
});

describe('attendance', () => {
  it('attended minutes of each side show on the booking', async () => {
    const live = await createLiveClass(ctx.db);
    const now = Date.now();
    await ctx.db.insert(classAttendance).values([
      {
        bookingId: live.bookingId,
        userId: live.tutor.id,
        sessionDate: '2026-11-23',
        joinedAt: new Date(now - 12 * 60_000),
        lastSeenAt: new Date(now),
        leftAt: new Date(now),
      },
      {
        bookingId: live.bookingId,
        userId: live.student.id,
        sessionDate: '2026-11-23',
        joinedAt: new Date(now - 7 * 60_000),
        lastSeenAt: new Date(now - 2 * 60_000),
      },
    ]);
    const res = await ctx.injectAs(
      { id: live.tutor.id },
      { method: 'GET', url: `/api/bookings/${live.bookingId}` },
    );
    expect(body(res).data.attendedMinutes).toEqual({ tutor: 12, student: 5 });
  });
});

describe('completion sweep uses attendance', () => {
  it('a class nobody joined is missed; one the tutor attended completes', async () => {
    const tutor = await createTutor(ctx.db);
    const student = await createStudent(ctx.db);
    const make = () =>
      createBooking(ctx.db, {
        tutorId: tutor.user.id,
        studentId: student.user.id,
        status: 'active',
      });
    const nobody = await make();
    const tutorOnly = await make();
    await ctx.db.insert(classAttendance).values({
      bookingId: tutorOnly.id,
      userId: tutor.user.id,
      sessionDate: tutorOnly.startDate,
    });
    const after = new Date(nobody.lastEndAt.getTime() + 60_000);
    const counts = await sweepBookings(ctx.db, after);
    expect(counts.missed).toBeGreaterThanOrEqual(1);
    const status = async (id: string) =>
      (await ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.status;
    expect(await status(nobody.id)).toBe('missed');
    expect(await status(tutorOnly.id)).toBe('completed');
  });
});

describe('in-class chat', () => {
  it('messages cross, markers come back, history survives a reconnect and the class', async () => {
    const live = await createLiveClass(ctx.db);
    const tutor = await joined(live.tutor.token, live.bookingId);
    await tutor.next('ready');
    expect((await tutor.next('chat-history')).messages).toEqual([]);
    const student = await joined(live.student.token, live.bookingId);
    await student.next('ready');
    await student.next('chat-history');

    tutor.send({ type: 'chat', clientId: 'c-1', body: 'Open chapter 4, please.' });
    tutor.send({ type: 'chat', clientId: 'c-1', body: 'Open chapter 4, please.' }); // a resend
    const got = (await student.next('chat')).message;
    expect(got).toMatchObject({ body: 'Open chapter 4, please.', senderId: live.tutor.id });
    const echo = (await tutor.next('chat')).message;
    expect(echo.id).toBe(got.id);

    student.send({ type: 'typing', typing: true });
    expect(await tutor.next('typing')).toEqual({ type: 'typing', typing: true });
    student.send({ type: 'chat-marker', marker: 'delivered', ids: [got.id] });
    expect(await tutor.next('chat-marker')).toMatchObject({ marker: 'delivered', ids: [got.id] });
    student.send({ type: 'chat-marker', marker: 'read', ids: [got.id] });
    expect(await tutor.next('chat-marker')).toMatchObject({ marker: 'read', ids: [got.id] });
    // The sender cannot mark its own message.
    tutor.send({ type: 'chat-marker', marker: 'read', ids: [got.id] });

    const again = await joined(live.student.token, live.bookingId);
    await again.next('ready');
    const history = (await again.next('chat-history')).messages;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ id: got.id, clientId: 'c-1' });
    expect(history[0]!.readAt).not.toBeNull();
    again.close();
    tutor.close();

    const res = await ctx.injectAs(
      { id: live.student.id },
      { method: 'GET', url: `/api/calls/${live.bookingId}/messages` },
    );
    expect(body(res).data.messages.map((m: { body: string }) => m.body)).toEqual([
      'Open chapter 4, please.',
    ]);
    const outsider = await ctx.injectAs(
      { id: live.outsider.id },
      { method: 'GET', url: `/api/calls/${live.bookingId}/messages` },
    );
    expect(outsider.statusCode).toBe(404);
  });
});

describe('shared whiteboard', () => {
  /** A Yjs update that adds one item to the board's array (as the page does). */
  async function boardUpdate(label: string, pad = 0): Promise<string> {
    const Y = await import('yjs');
    const doc = new Y.Doc();
    doc.getArray('items').push([{ id: label, tool: 'text', text: label + 'x'.repeat(pad) }]);
    return Buffer.from(Y.encodeStateAsUpdate(doc)).toString('base64');
  }
  async function itemsOf(b64: string | null): Promise<string[]> {
    const Y = await import('yjs');
    const doc = new Y.Doc();
    if (b64) Y.applyUpdate(doc, Buffer.from(b64, 'base64'));
    return doc
      .getArray<{ id: string }>('items')
      .toArray()
      .map((i) => i.id);
  }

  it('updates cross to the other person, are kept, and are read after the class', async () => {
    const live = await createLiveClass(ctx.db);
    const tutor = await joined(live.tutor.token, live.bookingId);
    await tutor.next('ready');
    const student = await joined(live.student.token, live.bookingId);
    await student.next('ready');
    tutor.send({ type: 'board-sync' });
    expect((await tutor.next('board-state')).update).toBeNull();

    tutor.send({ type: 'board-update', update: await boardUpdate('tutor-rect') });
    const got = await student.next('board-update');
    expect(await itemsOf(got.update)).toEqual(['tutor-rect']);
    student.send({ type: 'board-update', update: await boardUpdate('student-pen') });
    await tutor.next('board-update');
    // The sender does not get its own update back.
    await expect(student.next('board-update', 300)).rejects.toThrow(/no board-update/);

    // A fresh socket (a reload) gets the whole board.
    const again = await joined(live.student.token, live.bookingId);
    await again.next('ready');
    again.send({ type: 'board-sync' });
    expect((await itemsOf((await again.next('board-state')).update)).sort()).toEqual([
      'student-pen',
      'tutor-rect',
    ]);
    again.close();
    tutor.close();

    const res = await ctx.injectAs(
      { id: live.tutor.id },
      { method: 'GET', url: `/api/calls/${live.bookingId}/board` },
    );
    expect(res.statusCode).toBe(200);
    expect((await itemsOf(body(res).data.update)).sort()).toEqual(['student-pen', 'tutor-rect']);
    const outsider = await ctx.injectAs(
      { id: live.outsider.id },
      { method: 'GET', url: `/api/calls/${live.bookingId}/board` },
    );
    expect(outsider.statusCode).toBe(404);
  });

  it('an outsider cannot send an update; too big or broken updates are refused with a message', async () => {
    const live = await createLiveClass(ctx.db);
    const outsider = await joined(live.outsider.token, live.bookingId);
    expect((await outsider.next('refused')).reason).toBe(REFUSAL.notParty);
    outsider.send({ type: 'board-update', update: await boardUpdate('sneaky') });
    expect((await outsider.closed).code).toBe(4403);

    const tutor = await joined(live.tutor.token, live.bookingId);
    await tutor.next('ready');
    tutor.send({ type: 'board-update', update: await boardUpdate('huge', 70_000) });
    expect((await tutor.next('board-refused')).reason).toBe(BOARD_MSG.updateTooBig);
    tutor.send({ type: 'board-update', update: Buffer.from('not yjs').toString('base64') });
    expect((await tutor.next('board-refused')).reason).toBe(BOARD_MSG.updateTooBig);
    // The socket stays open and the board is untouched.
    tutor.send({ type: 'board-sync' });
    expect((await tutor.next('board-state')).update).toBeNull();
    tutor.close();
  });

  it('a board past its limit refuses more with a clear message', async () => {
    const live = await createLiveClass(ctx.db);
    await ctx.db.insert(classBoardUpdates).values({
      bookingId: live.bookingId,
      update: await boardUpdate('big'),
      bytes: BOARD_LIMITS.boardBytes - 10,
    });
    const student = await joined(live.student.token, live.bookingId);
    await student.next('ready');
    student.send({ type: 'board-update', update: await boardUpdate('one-more') });
    expect((await student.next('board-refused')).reason).toBe(BOARD_MSG.boardFull);
    student.close();
  });

  it('many updates are folded into one row when the board is read', async () => {
    const live = await createLiveClass(ctx.db);
    const Y = await import('yjs');
    const doc = new Y.Doc();
    const rows: string[] = [];
    doc.on('update', (u: Uint8Array) => rows.push(Buffer.from(u).toString('base64')));
    for (let i = 0; i < 60; i++) doc.getArray('items').push([{ id: `i${i}` }]);
    await ctx.db
      .insert(classBoardUpdates)
      .values(rows.map((update) => ({ bookingId: live.bookingId, update, bytes: 10 })));
    const tutor = await joined(live.tutor.token, live.bookingId);
    await tutor.next('ready');
    tutor.send({ type: 'board-sync' });
    expect(await itemsOf((await tutor.next('board-state')).update)).toHaveLength(60);
    const left = await ctx.db
      .select()
      .from(classBoardUpdates)
      .where(eq(classBoardUpdates.bookingId, live.bookingId));
    expect(left).toHaveLength(1);
    tutor.close();
  });
});

describe('shutdown', () => {
  it('closing the call sockets records each leave before it resolves (the database closes after)', async () => {
    const live = await createLiveClass(ctx.db);
    const tutor = await joined(live.tutor.token, live.bookingId);
    await tutor.next('ready');
    const student = await joined(live.student.token, live.bookingId);
    await student.next('ready');
    await closeCallSockets();
    const rows = await ctx.db
      .select()
      .from(classAttendance)
      .where(eq(classAttendance.bookingId, live.bookingId));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.leftAt !== null)).toBe(true);
    expect((await tutor.closed).code).toBe(1012);
  });
});

describe('leave', () => {
  it('a page that leaves is reported as left to the other side at once (not as a drop)', async () => {
    const live = await createLiveClass(ctx.db);
    const tutor = await joined(live.tutor.token, live.bookingId);
    await tutor.next('ready');
    const student = await joined(live.student.token, live.bookingId);
    await student.next('ready');
    expect((await tutor.next('presence')).online).toBe(true);
    student.send({ type: 'leave' });
    expect((await student.closed).code).toBe(1000);
    expect(await tutor.next('presence')).toMatchObject({ online: false, left: true });
    // A plain close (a drop) is not a leave.
    const again = await joined(live.student.token, live.bookingId);
    await again.next('ready');
    await tutor.next('presence');
    again.ws.terminate();
    const drop = await tutor.next('presence', 5000);
    expect(drop.online).toBe(false);
    expect(drop.left).toBeUndefined();
    tutor.close();
  });
});
