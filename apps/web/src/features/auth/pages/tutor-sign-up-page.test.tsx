// Sign-up steps 2–6 (core-marketplace §2, §4, §5) against a mocked API: the shared rules on
// Continue, Back, the dependent fields, and the draft surviving a reload.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { login } from '@/lib/session-store';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { makeUser } from '@/test/users';

const ok = (data: unknown) => jsonResponse(200, { success: true, data, message: '' });
const LOOKUPS: Record<string, string[]> = {
  '/api/get-countries': ['India', 'United States'],
  '/api/get-states/India': ['Karnataka', 'Kerala'],
  '/api/get-states/United%20States': ['Texas'],
  '/api/get-cities/India/Karnataka': ['Bengaluru', 'Mysuru'],
  '/api/categories': ['School (CBSE)', 'Music'],
  '/api/categories/School%20(CBSE)/subcategories': [
    'Mathematics (Class 9-10)',
    'Science (Class 9-10)',
  ],
  '/api/categories/Music/subcategories': ['Guitar'],
  '/api/categories/Languages/subcategories': ['English', 'Kannada'],
};
function api() {
  return mockFetch((call) => {
    const list = LOOKUPS[call.url];
    if (list) return ok(list);
    if (call.url.startsWith('/api/get-cities/')) return ok([]);
    throw new Error(`unexpected request ${call.method} ${call.url}`);
  });
}
const tutor = makeUser({
  _id: 'tutor-1',
  role: 'tutor',
  isFormSubmitted: false,
  fullName: 'Kavya Rao',
  email: 'kavya@example.com',
});
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

// A whole 1×1 PNG: the browser checks content with file-type, which reads past the signature.
const PNG_HEAD = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  ),
  (c) => c.charCodeAt(0),
);

async function fillStepTwo(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText(/^Gender/), 'Female');
  await user.type(screen.getByLabelText(/^Date of birth/), '1992-03-14');
  const photo = new File([PNG_HEAD], 'me.png', { type: 'image/png' });
  await user.upload(screen.getByLabelText(/^Profile photo/), photo);
  await screen.findByText('me.png');
  await user.type(screen.getByLabelText(/^Contact number/), '9876543210');
  await waitFor(() =>
    expect(
      within(screen.getByLabelText(/^State/)).getByRole('option', { name: 'Karnataka' }),
    ).toBeInTheDocument(),
  );
  await user.selectOptions(screen.getByLabelText(/^State/), 'Karnataka');
  await waitFor(() =>
    expect(
      within(screen.getByLabelText(/^City/)).getByRole('option', { name: 'Bengaluru' }),
    ).toBeInTheDocument(),
  );
  await user.selectOptions(screen.getByLabelText(/^City/), 'Bengaluru');
}

describe('tutor sign-up steps 2–6', () => {
  it('checks each step with the shared rules: messages at the fields, focus on the first, no dialog', async () => {
    api();
    login('tok', tutor);
    const user = userEvent.setup();
    renderApp('/authentication/tutor-sign-up?authType=registration&userRole=tutor');
    await heading('Fill Your Personal Details');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please select your gender.')).toBeInTheDocument();
    expect(screen.getByText('Please upload a profile photo.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Gender/)).toHaveFocus());
    expect(screen.getByLabelText(/^Gender/)).toHaveAccessibleDescription(
      'Please select your gender.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await fillStepTwo(user);
    await user.clear(screen.getByLabelText(/^Date of birth/));
    await user.type(screen.getByLabelText(/^Date of birth/), '2015-01-01');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The message is also the field's hint: the error is the one the field is described by.
    await waitFor(() =>
      expect(screen.getByLabelText(/^Date of birth/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByLabelText(/^Date of birth/)).toHaveAccessibleDescription(
      'You must be at least 18 years old. You must be at least 18 years old.',
    );
    await waitFor(() => expect(screen.getByLabelText(/^Date of birth/)).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a refused photo is said at the field and keeps the photo already chosen', async () => {
    api();
    login('tok', tutor);
    const user = userEvent.setup();
    renderApp('/authentication/tutor-sign-up');
    await heading('Fill Your Personal Details');
    await fillStepTwo(user); // chooses me.png
    const big = new File([PNG_HEAD, new Uint8Array(5 * 1024 * 1024)], 'huge.png', {
      type: 'image/png',
    });
    await user.upload(screen.getByLabelText(/^Profile photo/, { selector: 'input' }), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'File Too Large: Please select an image smaller than 5MB. me.png is kept.',
    );
    expect(screen.getByText('me.png')).toBeInTheDocument();
    expect(screen.queryByText('huge.png')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // And it is still the photo sent: the step moves on.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await heading('Fill Teaching Preferences');
  });

  it('goes forward with Continue and back with Back and the back icon, keeping what was typed', async () => {
    api();
    login('tok', tutor);
    const user = userEvent.setup();
    const { router } = renderApp(
      '/authentication/tutor-sign-up?authType=registration&userRole=tutor',
    );
    await heading('Fill Your Personal Details');
    await fillStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await heading('Fill Teaching Preferences');
    expect(screen.getByText('Step 3 of 6')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the previous step' }));
    await heading('Fill Your Personal Details');
    expect(screen.getByLabelText(/^City/)).toHaveValue('Bengaluru');
    await user.click(screen.getByRole('button', { name: /^Back$/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/authentication'));
    expect(router.state.location.search).toBe('?authType=registration&userRole=tutor');
  });

  it('resets state and city on a country change and sets the currency; a category change resets the subjects', async () => {
    api();
    login('tok', tutor);
    const user = userEvent.setup();
    renderApp('/authentication/tutor-sign-up');
    await heading('Fill Your Personal Details');
    await fillStepTwo(user);
    await user.selectOptions(screen.getByLabelText(/^Country/), 'United States');
    expect(screen.getByLabelText(/^State/)).toHaveValue('');
    expect(screen.getByLabelText(/^City/)).toHaveValue('');
    const draftCurrency = () =>
      JSON.parse(localStorage.getItem('tutor-sign-up-draft:tutor-1')!).values.currency;
    await waitFor(() => expect(draftCurrency()).toBe('USD'));
    await user.selectOptions(screen.getByLabelText(/^Country/), 'India');
    await waitFor(() => expect(draftCurrency()).toBe('INR'));
    await user.selectOptions(screen.getByLabelText(/^State/), 'Karnataka');
    await waitFor(() =>
      expect(
        within(screen.getByLabelText(/^City/)).getByRole('option', { name: 'Bengaluru' }),
      ).toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByLabelText(/^City/), 'Bengaluru');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await heading('Fill Teaching Preferences');

    await waitFor(() =>
      expect(
        within(screen.getByRole('combobox', { name: /^Category/ })).getByRole('option', {
          name: 'Music',
        }),
      ).toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: /^Category/ }), 'School (CBSE)');
    const subjects = screen.getByRole('combobox', { name: /Sub category/ });
    await user.click(subjects);
    await user.click(await screen.findByRole('option', { name: /Mathematics \(Class 9-10\)/ }));
    expect(
      screen.getByRole('button', { name: 'Remove Mathematics (Class 9-10)' }),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Category/ }), 'Music');
    expect(
      screen.queryByRole('button', { name: 'Remove Mathematics (Class 9-10)' }),
    ).not.toBeInTheDocument();
  });

  it('keeps the draft and the step across a reload', async () => {
    api();
    login('tok', tutor);
    const user = userEvent.setup();
    const first = renderApp('/authentication/tutor-sign-up');
    await heading('Fill Your Personal Details');
    await fillStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await heading('Fill Teaching Preferences');
    first.unmount();

    renderApp('/authentication/tutor-sign-up');
    await heading('Fill Teaching Preferences');
    await user.click(screen.getByRole('button', { name: 'Back to the previous step' }));
    await heading('Fill Your Personal Details');
    expect(screen.getByLabelText(/^Gender/)).toHaveValue('Female');
    expect(screen.getByLabelText(/^Contact number/)).toHaveValue('9876543210');
    expect(screen.getByText('Welcome back: your saved details are filled in.')).toBeInTheDocument();
  });

  it('sends anyone but a signed-in tutor back to step 1', async () => {
    api();
    const { router } = renderApp('/authentication/tutor-sign-up');
    await waitFor(() => expect(router.state.location.pathname).toBe('/authentication'));
  });
});
