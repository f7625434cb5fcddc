// A class moved by an accepted reschedule is shown at its new time wherever the server says when
// it is: the upcoming classes (banners), the calendar file (same event, moved), the reminder
// mails with their .ics, and the payment receipt. Runs on PGlite and on PostgreSQL.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, formatDateLabel } from '@tm/shared/rules/booking-time';
import { todayIn } from '@tm/shared/rules/dates';
import { body, build } from './helper';
import { payBooking } from './support/pay-booking';
import { pdfText } from './support/pdf-text';
import { createBooking, createStudent, createTutor } from '../src/seed/factories';
import { mailOutbox } from '../src/db/schema/mail';
import { createMailPort } from '../src/ports/mail';
import { sendDueReminders } from '../src/modules/reminders/send-reminders';

const ctx = await build();
const IST = 'Asia/Kolkata';
const inDays = (n: number) => addDays(todayIn(IST), n);
/** RFC 5545 text: folded lines joined, escaped commas and semicolons plain. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '').replace(/\\([,;\\])/g, '$1');

/** An accepted class 3 days ahead at 18:00 IST, paid through the sandbox, moved to day 4, 19:30. */
async function movedPaidClass() {
  const { user: tutor } = await createTutor(ctx.db, { profile: { timezone: IST } });
  const { user: student } = await createStudent(ctx.db, { profile: { timezone: IST } });
  const booking = await createBooking(ctx.db, {
    studentId: student.id,
    tutorId: tutor.id,
    status: 'accepted',
    startDate: inDays(3),
  });
  await payBooking(ctx, student, booking.id);
  const proposal = await ctx.injectAs(student, {
    method: 'POST',
    url: `/api/bookings/${booking.id}/reschedule`,
    payload: { sessionKey: inDays(3), scope: 'one', newDate: inDays(4), newStartTime: '19:30' },
  });
  expect(proposal.statusCode, proposal.body).toBe(200);
  const accepted = await ctx.injectAs(tutor, {
    method: 'POST',
    url: `/api/reschedules/${body(proposal).data._id}/accept`,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { tutor, student, booking };
}

describe('a moved class, as the server tells it', () => {
  it('upcoming classes, the calendar file and the receipt give the new time, not the old', async () => {
    const { tutor, student, booking } = await movedPaidClass();
    const newStart = new Date(`${inDays(4)}T14:00:00Z`); // 19:30 IST
    const oldLabel = formatDateLabel(inDays(3));
    const newLabel = `${formatDateLabel(inDays(4))}, 7:30 PM – 8:30 PM`;

    for (const user of [student, tutor]) {
      const upcoming = body(
        await ctx.injectAs(user, { method: 'GET', url: '/api/get-upcoming-classes' }),
      ).data.classes.filter((c: { bookingId: string }) => c.bookingId === booking.id);
      expect(upcoming.map((c: { startAt: string }) => c.startAt)).toEqual([newStart.toISOString()]);
    }

    const res = await ctx.injectAs(student, {
      method: 'GET',
      url: `/api/bookings/${booking.id}/calendar.ics`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="mathematics-class-9-10-${inDays(4)}.ics"`,
    );
    const ics = unfold(res.body);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain('DTSTART:' + newStart.toISOString().replace(/[-:]|\.\d{3}/g, ''));
    // The event keeps the UID it had before the move, so a calendar moves it.
    expect(ics).toContain(`UID:${booking.id}-${inDays(3)}@tutorsplace`);
    expect(ics).toContain(`${newLabel} (Asia/Kolkata)`);
    expect(ics).not.toContain(oldLabel);

    const receipt = await ctx.injectAs(student, {
      method: 'GET',
      url: `/api/bookings/${booking.id}/receipt`,
    });
    expect(receipt.statusCode).toBe(200);
    const text = pdfText(receipt.rawPayload);
    expect(text).toContain(
      `Class: Mathematics (Class 9-10), 1 session: ${newLabel} (Asia/Kolkata)`,
    );
    expect(text).not.toContain(oldLabel);
  });

  it('reminders go out before the new time only, with the moved event (fake clock)', async () => {
    const { user: tutor } = await createTutor(ctx.db, { profile: { timezone: IST } });
    const { user: student } = await createStudent(ctx.db, { profile: { timezone: IST } });
    // Tue 1 Dec 2026 18:00 IST, moved to Fri 4 Dec 19:00 IST (13:30Z).
    const booking = await createBooking(ctx.db, {
      studentId: student.id,
      tutorId: tutor.id,
      status: 'active',
      startDate: '2026-12-01',
      sessionChanges: [
        { from: '2026-12-01', date: '2026-12-04', startTime: '19:00', endTime: '20:00' },
      ],
    });
    const mail = createMailPort({ db: ctx.db, from: 'test' });
    const run = (iso: string) =>
      sendDueReminders({ db: ctx.db, mail, appUrl: 'https://tutors.example.in' }, new Date(iso));
    const sent = () => ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, student.email));

    await run('2026-11-30T12:30:00Z'); // 24 hours before the old time
    await run('2026-12-01T11:30:00Z'); // 1 hour before the old time
    expect(await sent()).toHaveLength(0);
    await run('2026-12-03T13:30:00Z'); // 24 hours before the new time
    const [reminder] = await sent();
    expect(reminder!.text).toContain('When: Fri, 4 Dec 2026, 7:00 PM – 8:00 PM (Asia/Kolkata)');
    const ics = unfold(reminder!.attachments![0]!.content);
    expect(ics).toContain('DTSTART:20261204T133000Z');
    expect(ics).toContain(`UID:${booking.id}-2026-12-01@tutorsplace`);
  });

  it("a clash with a moved class names that class's new time", async () => {
    const { tutor, student } = await movedPaidClass();
    const other = await createBooking(ctx.db, {
      studentId: student.id,
      tutorId: tutor.id,
      subject: 'Physics (Class 9-10)',
      startDate: inDays(4),
      startTime: '20:00',
      endTime: '21:00',
    });
    const res = await ctx.injectAs(tutor, {
      method: 'POST',
      url: `/api/accept-booking/${other.id}`,
    });
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe(
      `This class clashes with your active class with Test Student (Mathematics (Class 9-10)) on ${formatDateLabel(inDays(4))}, 7:30 PM – 8:30 PM.`,
    );
  });
});
