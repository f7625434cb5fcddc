// mentorship-policies-video §2 and §5: the research form's step-1 messages beside their fields, the
// consultation wizard's "Validation Error" dialog, its price by country and Back on step 1.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const countries = () =>
  mockFetch((call) => {
    if (call.url.startsWith('/api/get-countries'))
      return jsonResponse(200, { success: true, message: 'OK', data: ['India', 'Nepal'] });
    throw new Error(`unexpected request ${call.url}`);
  });

describe('research form', () => {
  it('shows each step-1 message beside its field, with India chosen by default', async () => {
    countries();
    const user = userEvent.setup();
    renderApp('/research-form');
    expect(await screen.findByRole('heading', { name: 'Basic Info' })).toBeInTheDocument();
    const country = screen.getByLabelText(/Country/);
    expect(country).toHaveValue('India');
    await user.selectOptions(country, '');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText(/Full Name/)).toHaveAccessibleDescription(
      'Please enter your full name.',
    );
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Please enter your email.');
    expect(screen.getByLabelText(/Phone/)).toHaveAccessibleDescription(
      'Please enter your phone/WhatsApp.',
    );
    expect(country).toHaveAccessibleDescription('Please select your country.');
    // §5: the phone keeps digits only.
    await user.type(screen.getByLabelText(/Phone/), '+91 98-12');
    expect(screen.getByLabelText(/Phone/)).toHaveValue('919812');
  });
});

describe('consultation wizard', () => {
  it('names the first problem in a Validation Error dialog and prices by country', async () => {
    countries();
    const user = userEvent.setup();
    renderApp('/consultation-form');
    expect(
      await screen.findByRole('heading', { name: 'Book Your 1-to-1 PhD Mentoring Session' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const dialog = await screen.findByRole('dialog', { name: 'Validation Error' });
    expect(within(dialog).getByText('Please enter your full name.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    await user.type(screen.getByLabelText(/Full Name/), 'Vikram');
    await user.type(screen.getByLabelText(/Email/), 'v@example.in');
    await user.type(screen.getByLabelText(/Phone/), '9900');
    await user.selectOptions(screen.getByLabelText(/Country/), 'Nepal');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByLabelText('Proposal writing'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText(/Tentative title/), 'Monsoons');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByLabelText('Publication guidance'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('heading', { name: 'Choose your mentoring session' }),
    ).toBeInTheDocument();
    // Outside India the sessions are priced in dollars.
    expect(screen.getByText('$25')).toBeInTheDocument();
    expect(screen.getByText('$50')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'Validation Error' })).toHaveTextContent(
      'Please select your preferred session type.',
    );
  });
});
