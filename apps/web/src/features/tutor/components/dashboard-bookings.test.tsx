// core-marketplace §2 Tutor dashboard tables "Today's Classes" and "New Requests".
import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { addDays } from '@tm/shared/rules/booking-time';
import { todayIn } from '@tm/shared/rules/dates';
import type { BookingDto } from '@tm/shared/schemas/booking';
import { queryClient } from '@/app/query-client';
import { login } from '@/lib/session-store';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { makeBooking } from '@/test/bookings';
import { makeUser } from '@/test/users';
import { NewRequests } from './new-requests';
import { TodaysClasses } from './todays-classes';

const ok = (data: unknown) => jsonResponse(200, { success: true, data, message: '' });

function serve(byStatus: Record<string, BookingDto[]>) {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://x');
    if (url.pathname !== '/api/get-tutor-bookings') throw new Error(`unexpected ${call.url}`);
    return ok({ bookings: byStatus[url.searchParams.get('statuses') ?? ''] ?? [] });
  });
}

const renderTables = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <TodaysClasses />
        <NewRequests />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('tutor dashboard tables', () => {
  it('show the spec empty texts', async () => {
    login('tok', makeUser({ role: 'tutor' }));
    serve({});
    renderTables();
    expect(await screen.findByText('No classes scheduled for today.')).toBeInTheDocument();
    expect(await screen.findByText("You're all caught up.")).toBeInTheDocument();
    // Column names as written (Student, Subject, ...), not in capitals.
    for (const header of screen.getAllByRole('columnheader'))
      expect(header.closest('thead')!.className).not.toMatch(/\buppercase\b/);
  });

  it("list today's active classes (not tomorrow's) and the newest pending requests", async () => {
    login('tok', makeUser({ role: 'tutor' }));
    const today = todayIn('Asia/Kolkata', new Date());
    const calls = serve({
      active: [
        makeBooking({
          status: 'active',
          startDate: today,
          startTime: '23:30',
          endTime: '23:59',
          subject: 'Late maths',
          firstStartAt: new Date(Date.now() + 60_000).toISOString(),
          lastEndAt: new Date(Date.now() + 3600_000).toISOString(),
        }),
        makeBooking({
          status: 'active',
          startDate: addDays(today, 1),
          subject: 'Tomorrow physics',
        }),
      ],
      pending: [
        makeBooking({
          status: 'pending',
          startDate: addDays(today, 2),
          subject: 'Chemistry',
          isTrial: true,
          studentId: {
            _id: 's2',
            fullName: 'Kabir Rao',
            profilePhoto: null,
            email: 'k@example.com',
            cb_id: 3,
            timezone: 'Asia/Kolkata',
          },
        }),
      ],
    });
    renderTables();
    const classes = within(await screen.findByRole('table', { name: "Today's Classes" }));
    expect(
      await classes.findByRole('row', {
        name: /Riya Sharma Late maths Online Tutoring 11:30 PM – 11:59 PM/,
      }),
    ).toBeInTheDocument();
    expect(classes.queryByText('Tomorrow physics')).not.toBeInTheDocument();
    const requests = within(screen.getByRole('table', { name: 'New Requests' }));
    const row = await requests.findByRole('row', { name: /Kabir Rao Chemistry/ });
    expect(within(row).getByRole('link', { name: 'View request' })).toHaveAttribute(
      'href',
      '/tutor-requests?status=pending',
    );
    expect(calls.map((c) => c.url).sort()).toEqual([
      '/api/get-tutor-bookings?statuses=active',
      '/api/get-tutor-bookings?statuses=pending&limit=5',
    ]);
  });

  it('list a moved class on the day it moved to, at its new time, and not on the day it left', async () => {
    login('tok', makeUser({ role: 'tutor' }));
    const today = todayIn('Asia/Kolkata', new Date());
    const tomorrow = addDays(today, 1);
    // Active as of now whatever the hour (the status rule reads these instants).
    const live = {
      status: 'active' as const,
      firstStartAt: new Date(Date.now() + 60_000).toISOString(),
      lastEndAt: new Date(Date.now() + 3600_000).toISOString(),
    };
    serve({
      active: [
        makeBooking({
          ...live,
          subject: 'Moved here',
          startDate: tomorrow,
          sessionChanges: [{ from: tomorrow, date: today, startTime: '23:00', endTime: '23:45' }],
        }),
        makeBooking({
          ...live,
          subject: 'Moved away',
          startDate: today,
          sessionChanges: [{ from: today, date: tomorrow, startTime: '18:00', endTime: '19:00' }],
        }),
      ],
    });
    renderTables();
    const classes = within(await screen.findByRole('table', { name: "Today's Classes" }));
    expect(
      await classes.findByRole('row', { name: /Moved here Online Tutoring 11:00 PM – 11:45 PM/ }),
    ).toBeInTheDocument();
    expect(classes.queryByText('Moved away')).not.toBeInTheDocument();
  });
});
