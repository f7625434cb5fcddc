// core-marketplace §2 "Booking form outcomes", §5 booking checks in order, §9 price display.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DAYS } from '@tm/shared/constants/marketplace';
import { addDays, weekdayOf } from '@tm/shared/rules/booking-time';
import { todayIn } from '@tm/shared/rules/dates';
import type { TutorDetailDto } from '@tm/shared/schemas/tutor-search';
import { queryClient } from '@/app/query-client';
import { login } from '@/lib/session-store';
import { jsonResponse, mockFetch, type Call } from '@/test/fetch-mock';
import { makeBooking } from '@/test/bookings';
import { makeUser } from '@/test/users';
import { BookingPanel } from './booking-panel';

const tutor: TutorDetailDto = {
  _id: '7d3c1c1e-0000-4000-8000-000000000001',
  fullName: 'Rahul Verma',
  profilePhoto: null,
  tutoring_mode: ['Online Tutoring'],
  category: 'Competitive Exams',
  subcategory: ['JEE Main', 'JEE Advanced'],
  languages: ['English'],
  headline: 'JEE Physics',
  currency: 'INR',
  min_hour_charge: 1500,
  max_hour_charge: 3000,
  min_price_inr: 1000,
  max_price_inr: 3000,
  class_duration: '60 min',
  teaching_experience: 11,
  teaching_level: 'Advanced',
  // Every day, 3 PM to 9 PM: the requests below are within it (the after-booking tests cover the rest).
  avl_days: [...DAYS],
  avl_time: ['15-18', '18-21'],
  city: 'New Delhi',
  state: 'Delhi',
  country: 'India',
  createdAt: '2026-01-01T00:00:00.000Z',
  isFavourite: false,
  ratingAverage: null,
  ratingCount: 0,
  bio: null,
  achievement: null,
  age_group: [],
  highest_qualification: null,
  specialization: null,
  students_per_class: 1,
  timezone: 'Asia/Kolkata',
  pincodes: null,
  gender: 'Male',
};
const day = (n: number) => addDays(todayIn('Asia/Kolkata', new Date()), n);

/** The request's own fields the answer repeats (tutorId is sent as an id, answered as the tutor). */
function sentBooking(call: Call) {
  const { subject, startTime, endTime, isTrial } = call.body as Record<string, never>;
  return { subject, startTime, endTime, isTrial };
}

/** Renders the panel and waits for its form, which loads on first use. */
async function renderPanel(
  trial: boolean,
  respond: (call: Call) => Response,
  opts: { canTakeTrial?: boolean; tutor?: TutorDetailDto } = {},
) {
  const calls = mockFetch((call) => {
    if (call.url === '/api/submit-booking') return respond(call);
    if (call.url.startsWith('/api/check-trial-availability'))
      return jsonResponse(200, {
        success: true,
        data: { canTakeTrial: opts.canTakeTrial ?? true },
        message: '',
      });
    throw new Error(`unexpected ${call.url}`);
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <BookingPanel tutor={opts.tutor ?? tutor} trial={trial} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await waitFor(() =>
    expect(screen.queryByText('Loading the booking form…')).not.toBeInTheDocument(),
  );
  return calls;
}

async function expectError(
  user: ReturnType<typeof userEvent.setup>,
  button: string,
  message: string,
) {
  await user.click(screen.getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: 'Error' });
  expect(dialog).toHaveTextContent(message);
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('booking form', () => {
  it('runs the checks in order, shows the price, and sends the paid multi-session request', async () => {
    login('tok', makeUser({ role: 'student' }));
    const calls = await renderPanel(false, (call) =>
      jsonResponse(200, {
        success: true,
        data: makeBooking({
          ...sentBooking(call),
          status: 'pending',
          price: 2000,
          total: 12000,
          sessionType: 'multiple',
          startDate: day(5),
          endDate: day(18),
          availableDays: ['Mon'],
        }),
        message: '',
      }),
    );
    const user = userEvent.setup();
    const form = within(screen.getByRole('form', { name: 'Book a Class' }));
    // One mode offered: preselected; the price starts at the tutor's minimum.
    expect(form.getByRole('checkbox', { name: 'Online Tutoring' })).toBeChecked();
    expect(form.getByLabelText(/Price per hour/)).toHaveValue(1500);

    await expectError(user, 'Request Booking', 'Please select a subject.');
    await user.selectOptions(form.getByLabelText(/^Subject/), 'JEE Main');
    await user.clear(form.getByLabelText(/Price per hour/));
    await user.type(form.getByLabelText(/Price per hour/), '100');
    await expectError(
      user,
      'Request Booking',
      'Please enter a valid price between 1500 and 3000 INR.',
    );
    await user.clear(form.getByLabelText(/Price per hour/));
    await user.type(form.getByLabelText(/Price per hour/), '2000');
    await user.click(form.getByRole('checkbox', { name: 'Online Tutoring' }));
    await expectError(user, 'Request Booking', 'Please select at least one tutoring mode.');
    await user.click(form.getByRole('checkbox', { name: 'Online Tutoring' }));
    await expectError(user, 'Request Booking', 'Please select a single date.');
    await user.click(form.getByRole('radio', { name: 'Multiple sessions' }));
    await expectError(user, 'Request Booking', 'Please select a date range.');
    await user.type(form.getByLabelText(/^Start date/), day(5));
    await user.type(form.getByLabelText(/^End date/), day(18));
    await expectError(user, 'Request Booking', 'Please select available days.');
    const days = [weekdayOf(day(5)), weekdayOf(day(7))];
    for (const d of days) await user.click(form.getByRole('checkbox', { name: d }));
    await expectError(user, 'Request Booking', 'Please select a start time.');
    await user.type(form.getByLabelText(/^Start time/), '18:00');
    await expectError(user, 'Request Booking', 'Please select an end time.');
    await user.type(form.getByLabelText(/^End time/), '18:20');
    await expectError(
      user,
      'Request Booking',
      'The end time must be at least 30 minutes after the start time.',
    );
    // The field that failed is marked for assistive technology.
    expect(form.getByLabelText(/^End time/)).toHaveAttribute('aria-invalid', 'true');
    await user.clear(form.getByLabelText(/^End time/));
    await user.type(form.getByLabelText(/^End time/), '19:30');
    expect(form.getByText('₹2,000/hr × 1.5 hrs × 4 sessions')).toBeInTheDocument();
    expect(form.getByText('₹12,000')).toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Request Booking' }));
    expect(await screen.findByRole('heading', { name: 'Booking Confirmed!' })).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/submit-booking')!.body).toEqual({
      tutorId: tutor._id,
      subject: 'JEE Main',
      price: '2000',
      currency: 'INR',
      tutoringMode: ['Online Tutoring'],
      sessionType: 'multiple',
      startDate: day(5),
      endDate: day(18),
      availableDays: DAYS.filter((d) => days.includes(d)),
      startTime: '18:00',
      endTime: '19:30',
      isTrial: false,
    });
    await user.click(screen.getByRole('button', { name: 'Book Another Session' }));
    expect(
      within(screen.getByRole('form', { name: 'Book a Class' })).getByLabelText(/^Subject/),
    ).toHaveValue('');
  });

  it('books a trial: no price, end time 25 minutes after the start, "Trial Confirmed!"', async () => {
    login('tok', makeUser({ role: 'student' }));
    const calls = await renderPanel(true, (call) =>
      jsonResponse(200, {
        success: true,
        data: makeBooking({
          ...sentBooking(call),
          isTrial: true,
          price: 0,
          total: 0,
          startDate: day(3),
        }),
        message: '',
      }),
    );
    const user = userEvent.setup();
    const form = within(screen.getByRole('form', { name: 'Book a Free Trial' }));
    expect(form.queryByLabelText(/Price per hour/)).not.toBeInTheDocument();
    expect(form.queryByRole('radio')).not.toBeInTheDocument();
    await user.selectOptions(form.getByLabelText(/^Subject/), 'JEE Advanced');
    await user.type(form.getByLabelText(/^Date/), day(3));
    await user.type(form.getByLabelText(/^Start time/), '17:00');
    expect(form.getByText('5:25 PM (25 minutes)')).toBeInTheDocument();
    expect(form.getByText('Free · 1 session of 25 min')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Book Free Trial' }));
    expect(await screen.findByRole('heading', { name: 'Trial Confirmed!' })).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/submit-booking')!.body).toMatchObject({
      isTrial: true,
      price: 0,
      sessionType: 'single',
      endDate: null,
      startTime: '17:00',
      endTime: '17:25',
    });
    expect(screen.getByRole('button', { name: 'Book Another Trial' })).toBeInTheDocument();
  });

  it('asks a student with an incomplete profile to complete it first', async () => {
    login('tok', makeUser({ role: 'student', isFormSubmitted: false }));
    await renderPanel(true, () => {
      throw new Error('must not submit');
    });
    await expectError(
      userEvent.setup(),
      'Book Free Trial',
      'Please complete your profile before booking.',
    );
  });

  it('shows "Booking Failed" with the server message, and Try Again keeps what was entered', async () => {
    login('tok', makeUser({ role: 'student' }));
    await renderPanel(true, () =>
      jsonResponse(409, {
        success: false,
        data: null,
        message: 'You have already requested a class with this tutor at this time.',
      }),
    );
    const user = userEvent.setup();
    const form = within(screen.getByRole('form', { name: 'Book a Free Trial' }));
    await user.selectOptions(form.getByLabelText(/^Subject/), 'JEE Advanced');
    await user.type(form.getByLabelText(/^Date/), day(3));
    await user.type(form.getByLabelText(/^Start time/), '17:00');
    await user.click(form.getByRole('button', { name: 'Book Free Trial' }));
    expect(await screen.findByRole('heading', { name: 'Booking Failed' })).toBeInTheDocument();
    expect(
      screen.getByText('You have already requested a class with this tutor at this time.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      within(screen.getByRole('form', { name: 'Book a Free Trial' })).getByLabelText(/^Subject/),
    ).toHaveValue('JEE Advanced');
  });

  it('falls back to the spec text when the server says nothing', async () => {
    login('tok', makeUser({ role: 'student' }));
    await renderPanel(true, () => new Response('<html>bad gateway</html>', { status: 502 }));
    const user = userEvent.setup();
    const form = within(screen.getByRole('form', { name: 'Book a Free Trial' }));
    await user.selectOptions(form.getByLabelText(/^Subject/), 'JEE Advanced');
    await user.type(form.getByLabelText(/^Date/), day(3));
    await user.type(form.getByLabelText(/^Start time/), '17:00');
    await user.click(form.getByRole('button', { name: 'Book Free Trial' }));
    expect(
      await screen.findByText('Failed to submit booking. Please try again.'),
    ).toBeInTheDocument();
  });

  it("shows the tutor's hours on the student's clock and asks before sending a request outside them", async () => {
    login('tok', makeUser({ role: 'student', timezone: 'Europe/London' }));
    const calls = await renderPanel(
      true,
      (call) =>
        jsonResponse(200, {
          success: true,
          data: makeBooking({ ...sentBooking(call), isTrial: true, price: 0, total: 0 }),
          message: '',
        }),
      { tutor: { ...tutor, avl_days: ['Wed', 'Sat', 'Sun'], avl_time: ['18-21'] } },
    );
    const user = userEvent.setup();
    const form = within(screen.getByRole('form', { name: 'Book a Free Trial' }));
    expect(form.getByText('Rahul is usually available (your time, Europe/London):')).toBeVisible();
    expect(form.getByText(/^Wed, Sat, Sun: \d+:30 PM – \d+:30 PM$/)).toBeVisible();
    expect(
      form.getByText("On the tutor's clock (Asia/Kolkata): Wed, Sat, Sun: 6:00 PM – 9:00 PM"),
    ).toBeVisible();
    const monday = [1, 2, 3, 4, 5, 6, 7].map(day).find((d) => weekdayOf(d) === 'Mon')!;
    await user.selectOptions(form.getByLabelText(/^Subject/), 'JEE Advanced');
    await user.type(form.getByLabelText(/^Date/), monday);
    await user.type(form.getByLabelText(/^Start time/), '18:00');
    expect(form.getByText(/This time is outside Rahul's stated availability/)).toBeVisible();
    await user.click(form.getByRole('button', { name: 'Book Free Trial' }));
    const warning = await screen.findByRole('dialog', { name: "Outside the tutor's availability" });
    // Change time: nothing is sent.
    await user.click(within(warning).getByRole('button', { name: 'Change time' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.url === '/api/submit-booking')).toBe(false);
    await user.click(form.getByRole('button', { name: 'Book Free Trial' }));
    const again = await screen.findByRole('dialog', { name: "Outside the tutor's availability" });
    await user.click(within(again).getByRole('button', { name: 'Send request anyway' }));
    expect(await screen.findByRole('heading', { name: 'Trial Confirmed!' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/submit-booking')).toHaveLength(1);
  });

  it('explains instead of offering the trial form when the free trial with this tutor is used', async () => {
    login('tok', makeUser({ role: 'student' }));
    await renderPanel(
      true,
      () => {
        throw new Error('must not submit');
      },
      { canTakeTrial: false },
    );
    expect(await screen.findByRole('heading', { name: 'Free trial already used' })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Book a Free Trial' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book A Class Now →' })).toHaveAttribute(
      'href',
      `/tutor-details/${tutor._id}#booking`,
    );
  });
});
