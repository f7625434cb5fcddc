// the Students screen (core-marketplace §2 "Tutor students") through the real routes.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TutorStudentDto } from '@tm/shared/schemas/tutor-students';
import { login } from '@/lib/session-store';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { makeBooking } from '@/test/bookings';
import { renderApp } from '@/test/render-app';
import { makeUser } from '@/test/users';

const ok = (data: unknown) => jsonResponse(200, { success: true, data, message: '' });
const asTutor = () =>
  login(
    'tok',
    makeUser({
      role: 'tutor',
      isFormSubmitted: true,
      verificationStatus: 'verified',
      timezone: 'Asia/Kolkata',
    }),
  );

const asha: TutorStudentDto = {
  _id: '5b0f5c1e-0000-4000-8000-000000000001',
  fullName: 'Asha Menon',
  profilePhoto: null,
  subjects: ['Mathematics (Class 9-10)', 'Physics (Class 9-10)'],
  classesHeld: 3,
  nextClass: {
    bookingId: 'b1',
    subject: 'Physics (Class 9-10)',
    startAt: '2026-03-04T12:30:00.000Z',
    endAt: '2026-03-04T14:00:00.000Z',
  },
  totalPaid: [{ amountMinor: 90000, currency: 'INR' }],
  bookingsUrl: '/tutor-requests?student=5b0f5c1e-0000-4000-8000-000000000001',
  city: 'Kochi',
  country: 'India',
  student_type: 'parent',
  timezone: 'Asia/Kolkata',
};

function server(pages: Record<string, TutorStudentDto[]>, total: number) {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://x');
    if (url.pathname === '/api/students') {
      const page = Number(url.searchParams.get('page'));
      return ok({
        students: pages[page] ?? [],
        pagination: { page, limit: 10, total, pages: Math.max(1, Math.ceil(total / 10)) },
      });
    }
    if (url.pathname === '/api/get-tutor-bookings')
      return ok({
        bookings:
          url.searchParams.get('studentId') === asha._id
            ? [
                makeBooking({
                  studentId: { ...makeBooking().studentId, _id: asha._id, fullName: 'Asha Menon' },
                }),
              ]
            : [],
      });
    throw new Error(`unexpected request ${call.method} ${call.url}`);
  });
}

describe('Tutor students', () => {
  it('shows the spec empty text when the tutor has no students', async () => {
    asTutor();
    server({}, 0);
    renderApp('/tutor-students');
    expect(
      await screen.findByText('No Students At This Time', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
  });

  it("lists each student with subjects, classes held, total paid and next class on the tutor's clock, paged, linking to their bookings", async () => {
    asTutor();
    const calls = server(
      {
        1: [asha],
        2: [{ ...asha, _id: 'x2', fullName: 'Kabir Rao', nextClass: null, totalPaid: [] }],
      },
      11,
    );
    renderApp('/tutor-students');
    const card = within(
      await screen.findByRole('article', { name: 'Asha Menon' }, { timeout: 20_000 }),
    );
    expect(card.getByText('Mathematics (Class 9-10), Physics (Class 9-10)')).toBeInTheDocument();
    expect(card.getByText('3')).toBeInTheDocument();
    expect(card.getByText('₹900')).toBeInTheDocument();
    expect(
      card.getByText('Wed, 4 Mar 2026, 6:00 PM – 7:30 PM · Physics (Class 9-10)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 11 students')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const kabir = within(await screen.findByRole('article', { name: 'Kabir Rao' }));
    expect(kabir.getByText('None scheduled')).toBeInTheDocument();
    expect(kabir.getByText('₹0')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('page=2'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(
      within(await screen.findByRole('article', { name: 'Asha Menon' })).getByRole('link', {
        name: 'View bookings',
      }),
    );
    expect(
      await screen.findByText('Showing bookings with', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes(`studentId=${asha._id}`))).toBe(true);
  }, 60_000);
});
