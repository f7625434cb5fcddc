// core-marketplace §2 "Booking form outcomes": the spec's heading stays ("Trial Confirmed!" /
// "Booking Confirmed!"), but the request is pending until the tutor accepts: nothing else on the
// screen says confirmed, and the text beneath says what happens next.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeBooking } from '@/test/bookings';
import { BookingSuccess } from './booking-outcome';

function renderSuccess(isTrial: boolean) {
  const booking = makeBooking({
    status: 'pending',
    isTrial,
    subject: 'JEE Advanced',
    startDate: '2099-03-04',
    ...(isTrial ? { endTime: '18:25', price: 0, total: 0 } : {}),
  });
  const { container } = render(
    <MemoryRouter>
      <BookingSuccess booking={booking} onAnother={() => {}} />
    </MemoryRouter>,
  );
  const heading = screen.getByRole('heading', { level: 2 });
  // Everything on the screen but the spec's heading.
  const rest = container.textContent!.replace(heading.textContent!, '');
  return { heading, rest };
}

describe('the booking outcome for a request the tutor has not accepted', () => {
  it('keeps "Trial Confirmed!" but says nowhere else that the trial is confirmed', () => {
    const { heading, rest } = renderSuccess(true);
    expect(heading).toHaveTextContent('Trial Confirmed!');
    expect(rest).not.toMatch(/confirm/i);
    expect(rest).toContain(
      'Your free trial request for JEE Advanced is with Ananya Iyer. It is not booked until they accept it; until then My Classes shows it as “Pending Approval”.',
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Ananya Iyer accepts or declines it, and we email you either way.',
      'Once accepted, the trial is booked. It is free: there is nothing to pay.',
      'If Ananya Iyer has not answered by the time it starts, the request expires.',
    ]);
  });

  it('keeps "Booking Confirmed!" and says payment comes after the tutor accepts', () => {
    const { heading, rest } = renderSuccess(false);
    expect(heading).toHaveTextContent('Booking Confirmed!');
    expect(rest).not.toMatch(/confirm/i);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Ananya Iyer accepts or declines it, and we email you either way.',
      'Once accepted, pay for it from My Classes. The class is booked when your payment goes through.',
      'If Ananya Iyer has not answered by the time it starts, the request expires and nothing is charged.',
    ]);
  });
});
