// Group class rooms on a real Janus (Debian's package, started on loopback for this file): only
// the batch's tutor and paid students are admitted, each with their own token; Janus itself
// refuses a token for another room (another batch, or another session of the same batch).
import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { BATCH_MESSAGES } from '@tm/shared/rules/batches';
import { todayIn } from '@tm/shared/rules/dates';
import { addDays, weekdayOf } from '@tm/shared/rules/booking-time';
import { body, build } from './helper';
import { startJanus } from './support/janus';
import { createStudent, createTutor } from '../src/seed/factories';
import { batches } from '../src/db/schema/batches';
import { users } from '../src/db/schema/users';
import { admitToRoom } from '../src/modules/batches/room';
import { batchSessions } from '../src/modules/batches/batch-dto';
import { payBooking } from './support/pay-booking';

const janus = await startJanus();
afterAll(async () => janus?.stop());
const ctx = await build(janus ? { JANUS_URL: janus.url, JANUS_ADMIN_KEY: janus.adminKey } : {});

/** A fixed-offset zone where it is now between 12:00 and 13:00, so a session can span now. */
function noonZone(now = new Date()) {
  let x = 12 - now.getUTCHours();
  if (x < -12) x += 24;
  if (x > 14) x -= 24;
  return x === 0 ? 'Etc/GMT' : `Etc/GMT${x > 0 ? '-' : '+'}${Math.abs(x)}`;
}

async function batchNow() {
  const { user: tutor } = await createTutor(ctx.db, { profile: { studentsPerClass: 5 } });
  const start = addDays(todayIn('Asia/Kolkata'), 7);
  const res = await ctx.injectAs(tutor, {
    method: 'POST',
    url: '/api/batches',
    payload: {
      title: 'Physics crash course',
      subject: 'Physics',
      level: 'Grade/Class',
      mode: 'Online Tutoring',
      startDate: start,
      days: [weekdayOf(start)],
      startTime: '11:00',
      endTime: '14:00',
      sessions: 2,
      seats: 3,
      price: 6000,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = body(res).data._id as string;
  const students = [];
  for (let i = 0; i < 2; i++) {
    const { user } = await createStudent(ctx.db);
    const e = await ctx.injectAs(user, { method: 'POST', url: `/api/batches/${id}/enrol` });
    students.push({ user, bookingId: body(e).data.bookingId as string });
  }
  await payBooking(ctx, students[0]!.user, students[0]!.bookingId);
  // Move the batch so its first session is happening now (its wall clock is noon-ish).
  const zone = noonZone();
  const today = todayIn(zone);
  const [row] = await ctx.db.select().from(batches).where(eq(batches.id, id));
  const moved = {
    ...row!,
    timezone: zone,
    startDate: today,
    endDate: addDays(today, 7),
    days: [weekdayOf(today)],
  };
  const s = batchSessions(moved);
  await ctx.db
    .update(batches)
    .set({
      timezone: zone,
      startDate: moved.startDate,
      endDate: moved.endDate,
      days: moved.days,
      firstStartAt: s[0]!.start,
      lastEndAt: s[1]!.end,
    })
    .where(eq(batches.id, id));
  return { id, tutor, paid: students[0]!.user, holding: students[1]!.user, sessions: s };
}

const token = (user: { id: string } | null, id: string) =>
  ctx.injectAs(user, { method: 'POST', url: `/api/batches/${id}/room-token` });

/** Joins a VideoRoom as a publisher straight on Janus; answers 'joined' or Janus's error code. */
async function joinOnJanus(url: string, room: string, pin: string, tok: string): Promise<string> {
  const ws = new WebSocket(url, 'janus-protocol');
  await new Promise((r, j) => ws.once('open', r).once('error', j));
  const waiting = new Map<string, (m: any) => void>();
  ws.on('message', (raw) => {
    const m = JSON.parse(raw.toString());
    if (m.janus === 'ack') return;
    waiting.get(m.transaction)?.(m);
  });
  const send = (msg: object) =>
    new Promise<any>((resolve) => {
      const transaction = crypto.randomBytes(6).toString('hex');
      waiting.set(transaction, resolve);
      ws.send(JSON.stringify({ ...msg, transaction }));
    });
  try {
    const session = (await send({ janus: 'create' })).data.id;
    const handle = (
      await send({ janus: 'attach', session_id: session, plugin: 'janus.plugin.videoroom' })
    ).data.id;
    const answer = await send({
      janus: 'message',
      session_id: session,
      handle_id: handle,
      body: { request: 'join', ptype: 'publisher', room, pin, token: tok, display: 'test' },
    });
    const data = answer.plugindata?.data ?? {};
    return data.videoroom === 'joined' ? 'joined' : String(data.error_code ?? answer.error?.code);
  } finally {
    ws.close();
  }
}

describe.skipIf(!janus)('group class rooms on Janus', () => {
  it('admits the tutor and paid students only, with a token Janus accepts for that room only', async () => {
    const a = await batchNow();
    const b = await batchNow();
    const t = await token(a.tutor, a.id);
    expect(t.statusCode, t.body).toBe(200);
    const tutorToken = body(t).data;
    expect(tutorToken).toMatchObject({
      role: 'tutor',
      janusUrl: janus!.url,
      session: a.sessions[0]!.key,
    });
    const s = await token(a.paid, a.id);
    expect(body(s).data.role).toBe('student');
    expect(body(s).data.token).not.toBe(tutorToken.token);

    const holding = await token(a.holding, a.id);
    expect([holding.statusCode, body(holding).message]).toEqual([
      403,
      'Only the tutor and the enrolled students of this batch can join its class.',
    ]);
    const stranger = await token(b.paid, a.id);
    expect([stranger.statusCode, body(stranger).message]).toEqual([404, BATCH_MESSAGES.notFound]);
    expect((await token(null, a.id)).statusCode).toBe(401);

    // Janus admits the token in its own room...
    const st = body(s).data;
    expect(await joinOnJanus(st.janusUrl, st.room, st.pin, st.token)).toBe('joined');
    // ...and refuses it in another batch's room, a made-up token, and the wrong pin.
    const other = body(await token(b.tutor, b.id)).data;
    expect(await joinOnJanus(other.janusUrl, other.room, other.pin, st.token)).toBe('433');
    expect(await joinOnJanus(st.janusUrl, st.room, st.pin, 'made-up')).toBe('433');
    expect(await joinOnJanus(st.janusUrl, st.room, 'wrong-pin', st.token)).toBe('433');

    // The roster shows who was admitted to the session.
    const roster = body(
      await ctx.injectAs(a.tutor, { method: 'GET', url: `/api/batches/${a.id}/roster` }),
    ).data;
    const paidRow = roster.students.find((r: { _id: string }) => r._id === a.paid.id);
    expect(paidRow.attendance[0]).toEqual({ session: a.sessions[0]!.key, status: 'attended' });
  });

  it('a token of an earlier session is refused in the next session room; no token outside a session', async () => {
    const a = await batchNow();
    // Put the batch a month ahead: nothing is on now.
    const [row] = await ctx.db.select().from(batches).where(eq(batches.id, a.id));
    const later = {
      ...row!,
      startDate: addDays(row!.startDate, 28),
      endDate: addDays(row!.endDate, 28),
    };
    const s = batchSessions(later);
    await ctx.db
      .update(batches)
      .set({
        startDate: later.startDate,
        endDate: later.endDate,
        firstStartAt: s[0]!.start,
        lastEndAt: s[1]!.end,
      })
      .where(eq(batches.id, a.id));
    const none = await token(a.paid, a.id);
    expect([none.statusCode, body(none).message]).toEqual([409, BATCH_MESSAGES.sessionNotNow]);
    // During each session (the admission's clock set inside it) the student gets that room.
    const [user] = await ctx.db.select().from(users).where(eq(users.id, a.paid.id));
    const admit = (at: Date) =>
      admitToRoom({ db: ctx.db, media: ctx.ports.media, user: user!, batchId: a.id, now: at });
    const first = await admit(new Date(s[0]!.start.getTime() + 60_000));
    const second = await admit(new Date(s[1]!.start.getTime() + 60_000));
    expect([first.session, second.session]).toEqual([s[0]!.key, s[1]!.key]);
    expect(second.room).not.toBe(first.room);
    expect(await joinOnJanus(second.janusUrl, second.room, second.pin, first.token)).toBe('433');
    expect(await joinOnJanus(second.janusUrl, second.room, second.pin, second.token)).toBe(
      'joined',
    );
  });

  it('reports Janus in /api/ready', async () => {
    const r = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(r.statusCode).toBe(200);
    expect(body(r).data.janus).toMatchObject({ ok: true });
  });
});
