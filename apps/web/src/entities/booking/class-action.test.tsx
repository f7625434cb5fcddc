// core-marketplace §4: the Start/Join class action appears and disappears on timers.
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClassAction } from './class-action';
import { makeBooking } from '@/test/bookings';

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
});
afterEach(() => {
  vi.useRealTimers();
});

const renderAction = (isTutor: boolean, booking = makeBooking({ status: 'active', _id: 'b-1' })) =>
  render(
    <MemoryRouter>
      <ClassAction booking={booking} isTutor={isTutor} />
    </MemoryRouter>,
  );

describe('ClassAction (fake clock)', () => {
  it('appears at the start time and disappears at the end time, in the tutor zone', async () => {
    // 18:00-19:00 IST on 4 March 2026 = 12:30-13:30 UTC.
    vi.setSystemTime(new Date('2026-03-04T12:20:00Z'));
    renderAction(false);
    expect(screen.queryByRole('link', { name: 'Join Class' })).not.toBeInTheDocument();

    await act(async () => {
      vi.advanceTimersByTime(10 * 60_000 + 1000);
    });
    const link = screen.getByRole('link', { name: 'Join Class' });
    expect(link).toHaveAttribute('href', '/video-call/b-1');

    await act(async () => {
      vi.advanceTimersByTime(60 * 60_000);
    });
    expect(screen.queryByRole('link', { name: 'Join Class' })).not.toBeInTheDocument();
  });

  it('says Start Class to the tutor, and shows nothing for a booking that is not active and online', () => {
    vi.setSystemTime(new Date('2026-03-04T12:45:00Z'));
    const { unmount } = renderAction(true);
    expect(screen.getByRole('link', { name: 'Start Class' })).toBeInTheDocument();
    unmount();
    renderAction(true, makeBooking({ status: 'accepted' }));
    renderAction(true, makeBooking({ status: 'active', tutoringMode: ['Home Tutoring'] }));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('opens across midnight for a New York tutor seen from India', async () => {
    // 23:00-23:59 on Wed 4 March in New York is 04:00-04:59 UTC on Thursday.
    vi.setSystemTime(new Date('2026-03-05T03:59:00Z'));
    renderAction(
      false,
      makeBooking({
        status: 'active',
        timezone: 'America/New_York',
        startTime: '23:00',
        endTime: '23:59',
      }),
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(2 * 60_000);
    });
    expect(screen.getByRole('link', { name: 'Join Class' })).toBeInTheDocument();
  });
});
