// reminder timing on a fake clock (every run is given its `now`), across zones
// (US tutor, IST student) and the US switch to daylight time, and once-only sending when several
// runners (nodes) run the job at the same moment. Runs on PGlite and on PostgreSQL.
import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { body, build } from './helper';
import { createAdmin, createBooking, createStudent, createTutor } from '../src/seed/factories';
import { mailOutbox } from '../src/db/schema/mail';
import { reminderLog } from '../src/db/schema/reminders';
import { createMailPort, type MailPort } from '../src/ports/mail';
import { sendDueReminders } from '../src/modules/reminders/send-reminders';

const ctx = await build();
const APP = 'https://tutors.example.in';
const at = (iso: string) => new Date(iso);
const mail: MailPort = createMailPort({ db: ctx.db, from: 'test' });
const run = (now: Date, port: MailPort = mail) =>
  sendDueReminders({ db: ctx.db, mail: port, appUrl: APP }, now);

let seq = 0;
async function people() {
  const tag = `${Date.now().toString(36)}${seq++}`;
  const { user: tutor } = await createTutor(ctx.db, {
    user: { fullName: 'Emily Carter', email: `tutor.${tag}@example.test` },
    profile: { timezone: 'America/New_York', verificationStatus: 'verified' },
  });
  const { user: student } = await createStudent(ctx.db, {
    user: { fullName: 'Arjun Mehta', email: `student.${tag}@example.test` },
    profile: { timezone: 'Asia/Kolkata' },
  });
  return { tutor, student };
}

async function mailsTo(...emails: string[]) {
  return ctx.db.select().from(mailOutbox).where(inArray(mailOutbox.to, emails));
}

/** Fri 6 Mar (EST) and Mon 9 Mar 2026 (EDT: New York moved its clocks on Sun 8 Mar), 9–10 AM. */
async function usClass(status: 'active' | 'accepted' | 'pending' = 'active') {
  const { tutor, student } = await people();
  const booking = await createBooking(ctx.db, {
    studentId: student.id,
    tutorId: tutor.id,
    status,
    subject: 'Physics',
    timezone: 'America/New_York',
    sessionType: 'multiple',
    startDate: '2026-03-06',
    endDate: '2026-03-10',
    availableDays: ['Fri', 'Mon'],
    startTime: '09:00',
    endTime: '10:00',
    tutoringModes: ['Online Tutoring'],
  });
  return { tutor, student, booking };
}

describe('class reminders on a fake clock (IST student, US tutor, DST)', () => {
  it('sends 24 h and 1 h before each session, to both sides, each on their own clock, once', async () => {
    const { tutor, student, booking } = await usClass();
    const both = () => mailsTo(tutor.email, student.email);

    // Friday's session is 09:00 EST = 14:00Z. A minute early: nothing.
    await run(at('2026-03-05T13:59:00Z'));
    expect(await both()).toHaveLength(0);
    expect((await run(at('2026-03-05T14:00:00Z'))).classReminders).toBe(1);
    let sent = await both();
    expect(sent).toHaveLength(2);
    const toStudent = sent.find((m) => m.to === student.email)!;
    const toTutor = sent.find((m) => m.to === tutor.email)!;
    expect(toStudent.subject).toBe(
      'Reminder: your Physics class with Emily Carter starts in about 24 hours',
    );
    expect(toStudent.text).toContain('When: Fri, 6 Mar 2026, 7:30 PM – 8:30 PM (Asia/Kolkata)');
    expect(toTutor.text).toContain('When: Fri, 6 Mar 2026, 9:00 AM – 10:00 AM (America/New_York)');
    for (const m of [toStudent, toTutor]) {
      expect(m.text).toContain(`Join the class: ${APP}/video-call/${booking.id}`);
      const ics = m.attachments![0]!;
      expect(ics.filename).toBe('class.ics');
      expect(ics.contentType).toContain('text/calendar');
      expect(ics.content).toContain('BEGIN:VCALENDAR');
      expect(ics.content).toContain('DTSTART:20260306T140000Z');
      expect(ics.content).toContain('DTEND:20260306T150000Z');
      expect(ics.content).toContain(`UID:${booking.id}-2026-03-06@tutorsplace`);
      expect(ics.content).toMatch(/\r\n/); // RFC 5545 line endings
    }

    // The same minute again, and an hour later: already sent.
    await run(at('2026-03-05T14:00:00Z'));
    await run(at('2026-03-05T15:00:00Z'));
    expect(await both()).toHaveLength(2);

    // 1 hour before: 13:00Z.
    await run(at('2026-03-06T12:59:59Z'));
    expect(await both()).toHaveLength(2);
    await run(at('2026-03-06T13:00:00Z'));
    sent = await both();
    expect(sent).toHaveLength(4);
    expect(sent.filter((m) => m.subject.endsWith('starts in 1 hour'))).toHaveLength(2);

    // Monday's session is 09:00 EDT = 13:00Z: its 24 h reminder is due at Sunday 13:00Z, which
    // is 09:00 on New York's clock the day the clocks went forward (24 real hours, not wall hours).
    await run(at('2026-03-08T12:59:00Z'));
    expect(await both()).toHaveLength(4);
    await run(at('2026-03-08T13:00:00Z'));
    sent = await both();
    expect(sent).toHaveLength(6);
    const monday = sent.filter((m) => m.text.includes('9 Mar 2026'));
    expect(monday.find((m) => m.to === student.email)!.text).toContain(
      'When: Mon, 9 Mar 2026, 6:30 PM – 7:30 PM (Asia/Kolkata)', // an hour earlier in India now
    );
    expect(monday.find((m) => m.to === tutor.email)!.text).toContain(
      'When: Mon, 9 Mar 2026, 9:00 AM – 10:00 AM (America/New_York)',
    );
    expect(monday[0]!.attachments![0]!.content).toContain('DTSTART:20260309T130000Z');

    // Once a session has started, nothing more for it.
    await run(at('2026-03-09T13:00:00Z'));
    expect(await both()).toHaveLength(6);
    const log = await ctx.db
      .select()
      .from(reminderLog)
      .where(eq(reminderLog.subjectId, booking.id));
    expect(log.map((r) => `${r.kind}@${r.slot}`).sort()).toEqual([
      '1h@2026-03-06T14:00:00.000Z', // keyed by the session's start
      '24h@2026-03-06T14:00:00.000Z',
      '24h@2026-03-09T13:00:00.000Z',
    ]);
  });

  it('a session booked inside the last hour gets only the 1-hour reminder', async () => {
    const { tutor, student } = await usClass();
    await run(at('2026-03-06T13:30:00Z')); // 30 minutes before Friday's start
    const sent = await mailsTo(tutor.email, student.email);
    expect(sent.map((m) => m.subject.endsWith('starts in 1 hour'))).toEqual([true, true]);
  });

  it('sends nothing for requests and unpaid classes', async () => {
    for (const status of ['pending', 'accepted'] as const) {
      const { tutor, student } = await usClass(status);
      await run(at('2026-03-05T14:00:00Z'));
      expect(await mailsTo(tutor.email, student.email)).toHaveLength(0);
    }
  });

  it('several runners at the same moment send each reminder once', async () => {
    const { tutor, student } = await usClass();
    const results = await Promise.all([1, 2, 3, 4].map(() => run(at('2026-03-05T14:00:30Z'))));
    expect(results.reduce((n, r) => n + r.classReminders, 0)).toBe(1);
    expect(await mailsTo(tutor.email, student.email)).toHaveLength(2);
  });

  it('a failed send gives its claim back and the next run sends it', async () => {
    const { tutor, student, booking } = await usClass();
    const failing: MailPort = {
      transport: 'outbox',
      send: () => Promise.reject(new Error('mail server down')),
    };
    const errors: unknown[] = [];
    await sendDueReminders(
      { db: ctx.db, mail: failing, appUrl: APP, log: { error: (e: unknown) => errors.push(e) } },
      at('2026-03-05T14:00:00Z'),
    );
    expect(errors).toHaveLength(1);
    expect(
      await ctx.db.select().from(reminderLog).where(eq(reminderLog.subjectId, booking.id)),
    ).toHaveLength(0);
    await run(at('2026-03-05T14:01:00Z'));
    expect(await mailsTo(tutor.email, student.email)).toHaveLength(2);
  });
});

describe("the tutor's daily summary of pending requests", () => {
  it('lists requests older than 24 hours, once a day from 9 AM on the tutor’s clock', async () => {
    const { tutor, student } = await people();
    const now = at('2026-03-09T13:00:00Z'); // 09:00 EDT
    const mk = (createdHoursAgo: number, startDate: string) =>
      createBooking(ctx.db, {
        studentId: student.id,
        tutorId: tutor.id,
        status: 'pending',
        subject: 'Chemistry',
        timezone: 'America/New_York',
        startDate,
        startTime: '17:00',
        endTime: '18:00',
        createdAt: new Date(now.getTime() - createdHoursAgo * 3600_000),
      });
    await mk(25, '2026-03-12'); // old enough
    await mk(23, '2026-03-13'); // too new
    await run(at('2026-03-09T12:59:00Z')); // 08:59 in New York
    expect(await mailsTo(tutor.email)).toHaveLength(0);
    expect((await run(now)).summaries).toBe(1);
    await Promise.all([run(now), run(at('2026-03-09T20:00:00Z'))]);
    const sent = await mailsTo(tutor.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('1 booking request waiting for your answer');
    expect(sent[0]!.text).toContain(
      '- Arjun Mehta: class in Chemistry, first session Thu, 12 Mar 2026, 5:00 PM – 6:00 PM (America/New_York)',
    );
    expect(sent[0]!.text).not.toContain('13 Mar');
    expect(sent[0]!.text).toContain(`${APP}/tutor-requests`);
    // The next morning both are old enough.
    await run(at('2026-03-10T13:00:00Z'));
    const next = await mailsTo(tutor.email);
    expect(next).toHaveLength(2);
    expect(next.find((m) => m.subject.startsWith('2 booking requests'))).toBeTruthy();
  });
});

describe('the outbox keeps attachments for admins', () => {
  it('GET /api/admin/outbox still answers with reminder mails in it', async () => {
    const { tutor, student } = await usClass();
    await run(at('2026-03-05T14:00:00Z'));
    const rows = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, student.email));
    expect(rows[0]!.attachments).toHaveLength(1);
    const admin = await createAdmin(ctx.db);
    const res = await ctx.injectAs(admin, { method: 'GET', url: '/api/admin/outbox' });
    expect(res.statusCode).toBe(200);
    expect(body(res).data.messages.some((m: { to: string }) => m.to === tutor.email)).toBe(true);
  });
});
