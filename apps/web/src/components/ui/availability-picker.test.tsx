import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { timeSlotLabel } from '@tm/shared/constants/marketplace';
import { AvailabilityField, availabilitySummary, type Availability } from './availability-picker';

function Harness() {
  const [value, setValue] = useState<Availability>({ days: [], times: [] });
  return (
    <AvailabilityField
      label="Availability"
      days={value.days}
      times={value.times}
      onChange={setValue}
    />
  );
}

describe('AvailabilityPicker (core-marketplace §2, §9 days and slots)', () => {
  it('labels slots by the clock and summarises in the spec order', () => {
    expect(timeSlotLabel('18-21')).toBe('6 PM – 9 PM');
    expect(timeSlotLabel('0-3')).toBe('12 AM – 3 AM');
    expect(timeSlotLabel('21-24')).toBe('9 PM – 12 AM');
    expect(availabilitySummary({ days: ['Wed', 'Mon'], times: ['18-21', '6-9'] })).toBe(
      'Mon, Wed · 6 AM – 9 AM, 6 PM – 9 PM',
    );
  });

  it('opens the days-and-times picker, applies on Done, discards on Cancel', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /Availability/ }));
    const dialog = screen.getByRole('dialog', { name: 'Days and times' });
    expect(within(dialog).getByRole('group', { name: 'Evening and night' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sat' }));
    await user.click(within(dialog).getByRole('button', { name: '9 AM – 12 PM' }));
    expect(within(dialog).getByRole('button', { name: 'Sat' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.getByText('Sat · 9 AM – 12 PM')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Availability/ }));
    await user.click(screen.getByRole('button', { name: 'Sun' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Sat · 9 AM – 12 PM')).toBeInTheDocument();
  });
});
