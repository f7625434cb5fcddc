// a paid consultation's video call through the live-class signalling. The admin assigns
// a mentor (a verified tutor): the requester, who has no account, gets a join link with a call
// key. Only the mentor (signed in) and the key's holder get into that one call, inside its window.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { REFUSAL, type ServerMessage } from '@tm/shared/call/protocol';
import { CONSULTATION_GUEST_CB_ID } from '@tm/shared/call/consultation-call';
import { body, build, type TestContext } from './helper';
import { createAdmin, createStudent, createTutor } from '../src/seed/factories';
import { consultationRequests } from '../src/db/schema/mentorship';
import { mailOutbox } from '../src/db/schema/mail';

let ctx: TestContext;
let wsUrl: string;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  ctx = await build({ PUBLIC_URL: 'https://tutors.example.test' });
  admin = await createAdmin(ctx.db);
  const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `${address.replace('http', 'ws')}/api/calls/ws`;
});

/** A paid consultation starting `startsInMinutes` from now, with a verified tutor assigned. */
async function paidConsultation(startsInMinutes = 5, status: 'paid' | 'pending' = 'paid') {
  const tag = crypto.randomBytes(3).toString('hex');
  const startsAt = new Date(Date.now() + startsInMinutes * 60_000);
  const [c] = await ctx.db
    .insert(consultationRequests)
    .values({
      fullName: `Guest ${tag}`,
      email: `guest.${tag}@example.test`,
      phone: '9876543210',
      country: 'India',
      phdStage: 'Proposal writing',
      researchTitle: 'Soil microbes and monsoon yields',
      guidanceAreas: ['Publication guidance'],
      sessionType: 'deep',
      sessionDate: startsAt.toISOString().slice(0, 10),
      sessionTime: '09:00 AM',
      startsAt,
      durationMinutes: 60,
      amountMinor: 250_000,
      currency: 'INR',
      status,
      paidAt: status === 'paid' ? new Date() : null,
    })
    .returning();
  const mentor = await createTutor(ctx.db, { user: { fullName: `Mentor ${tag}` } });
  const res = await ctx.injectAs(admin, {
    method: 'POST',
    url: `/api/admin/mentorship/consultation/${c!.id}/mentor`,
    payload: { mentorId: mentor.user.id },
  });
  expect(res.statusCode).toBe(200);
  const [row] = await ctx.db
    .select()
    .from(consultationRequests)
    .where(eq(consultationRequests.id, c!.id));
  return { c: row!, mentor: mentor.user, link: body(res).data.videoLink as string | null };
}

const room = (payload: Record<string, unknown>, user: { id: string } | null = null) =>
  ctx.injectAs(user, { method: 'POST', url: '/api/calls/consultation-room', payload });

describe('the consultation call link', () => {
  it('assigning a mentor makes the key, shows the link to the admin and mails both sides', async () => {
    const { c, mentor, link } = await paidConsultation();
    expect(c.callKey).toMatch(/^[\w-]{32}$/);
    expect(link).toBe(`/consultation-call/${c.id}#key=${c.callKey}`);
    const toGuest = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, c.email));
    expect(toGuest.at(-1)!.text).toContain(`https://tutors.example.test${link}`);
    const toMentor = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, mentor.email));
    expect(toMentor.at(-1)!.text).toContain(
      `https://tutors.example.test/consultation-call/${c.id}`,
    );
    expect(toMentor.at(-1)!.text).not.toContain(c.callKey!);
  });

  it('an unpaid consultation gets no key and no link', async () => {
    const { c, link } = await paidConsultation(5, 'pending');
    expect(c.callKey).toBeNull();
    expect(link).toBeNull();
    const res = await room({ consultationId: c.id }, { id: c.mentorId! });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/calls/consultation-room', () => {
  it('lets in the mentor (caller) and the guest with the key (answers), nobody else', async () => {
    const { c, mentor } = await paidConsultation();
    const asMentor = await room({ consultationId: c.id }, mentor);
    expect(asMentor.statusCode).toBe(200);
    expect(body(asMentor).data).toMatchObject({
      _id: c.id,
      role: 'tutor',
      peerName: c.fullName,
      subject: 'PhD consultation (60-minute Deep Dive Mentoring): Soil microbes and monsoon yields',
    });
    const asGuest = await room({ consultationId: c.id, key: c.callKey });
    expect(asGuest.statusCode).toBe(200);
    expect(body(asGuest).data).toMatchObject({ role: 'student', selfName: c.fullName });

    const wrongKey = await room({
      consultationId: c.id,
      key: crypto.randomBytes(24).toString('base64url'),
    });
    expect(wrongKey.statusCode).toBe(403);
    expect(body(wrongKey).message).toBe(REFUSAL.notConsultationParty);
    expect((await room({ consultationId: c.id })).statusCode).toBe(403);
    const otherTutor = await createTutor(ctx.db);
    expect((await room({ consultationId: c.id }, otherTutor.user)).statusCode).toBe(403);
    const student = await createStudent(ctx.db);
    expect((await room({ consultationId: c.id }, student.user)).statusCode).toBe(403);
    // The key of one consultation opens no other.
    const other = await paidConsultation();
    expect((await room({ consultationId: other.c.id, key: c.callKey })).statusCode).toBe(403);
  });

  it('refuses the key once the session is over (expired) and before its window opens', async () => {
    const over = await paidConsultation(-90); // 60 minutes, ended 30 minutes ago
    const late = await room({ consultationId: over.c.id, key: over.c.callKey });
    expect(late.statusCode).toBe(403);
    expect(body(late).message).toBe(REFUSAL.notActive);
    const early = await paidConsultation(24 * 60);
    expect((await room({ consultationId: early.c.id, key: early.c.callKey })).statusCode).toBe(403);
  });

  it('a bad request is a 400, not a 500', async () => {
    expect((await room({ consultationId: 'nope' })).statusCode).toBe(400);
  });
});

/** A socket that records what the server sends. */
function socket(auth: Record<string, unknown>) {
  const ws = new WebSocket(wsUrl);
  const inbox: ServerMessage[] = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (d) => {
    inbox.push(JSON.parse(String(d)));
    for (const w of waiters.splice(0)) w();
  });
  ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', ...auth })));
  return {
    ws,
    send: (m: unknown) => ws.send(JSON.stringify(m)),
    async next<T extends ServerMessage['type']>(type: T) {
      const deadline = Date.now() + 5000;
      for (;;) {
        const i = inbox.findIndex((m) => m.type === type);
        if (i >= 0) return inbox.splice(i, 1)[0] as Extract<ServerMessage, { type: T }>;
        if (Date.now() > deadline) throw new Error(`no ${type}; got ${JSON.stringify(inbox)}`);
        await new Promise<void>((r) => {
          const t = setTimeout(r, 200);
          waiters.push(() => (clearTimeout(t), r()));
        });
      }
    },
  };
}

describe('signalling in a consultation room', () => {
  it('the mentor calls the guest; a third user and a wrong key are refused', async () => {
    const { c, mentor } = await paidConsultation();
    const m = socket({
      token: await ctx.tokenFor(mentor.id),
      bookingId: c.id,
      room: 'consultation',
    });
    const mr = await m.next('ready');
    expect(mr.self.role).toBe('tutor');
    expect(mr.peer.cbId).toBe(CONSULTATION_GUEST_CB_ID);
    const g = socket({ bookingId: c.id, room: 'consultation', key: c.callKey });
    const gr = await g.next('ready');
    expect(gr.self).toMatchObject({ role: 'student', cbId: CONSULTATION_GUEST_CB_ID });
    expect(await m.next('presence')).toMatchObject({ online: true });

    m.send({
      type: 'signal',
      signal: {
        signalType: 'call',
        sessionID: 's-1',
        callType: 1,
        callerID: mr.self.cbId,
        opponentsIDs: [CONSULTATION_GUEST_CB_ID],
        sdp: { type: 'offer', sdp: 'v=0' },
        userInfo: { bookingId: c.id },
      },
    });
    expect((await g.next('signal')).signal).toMatchObject({ signalType: 'call', sessionID: 's-1' });

    const wrong = socket({ bookingId: c.id, room: 'consultation', key: 'x'.repeat(32) });
    expect((await wrong.next('refused')).reason).toBe(REFUSAL.notConsultationParty);
    const outsider = await createTutor(ctx.db);
    const third = socket({
      token: await ctx.tokenFor(outsider.user.id),
      bookingId: c.id,
      room: 'consultation',
    });
    expect((await third.next('refused')).reason).toBe(REFUSAL.notConsultationParty);
    // The key is no way into a class: a booking room needs a signed-in party.
    const asClass = socket({ bookingId: c.id, key: c.callKey });
    expect((await asClass.next('refused')).reason).toBe(REFUSAL.badToken);
    g.ws.close();
    expect(await m.next('presence')).toMatchObject({ online: false });
    m.ws.close();
  });
});
