// core-marketplace §2 Student account, §5 Student account rules, §8 Update Error.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession, login } from '@/lib/session-store';
import { jsonResponse, mockFetch, type Call } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { makeUser } from '@/test/users';

const ok = (data: unknown) => jsonResponse(200, { success: true, data, message: '' });

function server(submit: (call: Call) => Response) {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://x');
    const path = decodeURIComponent(url.pathname);
    if (path === '/api/submit-student-form') return submit(call);
    if (path === '/api/get-countries') return ok(['India']);
    if (path === '/api/get-states/India') return ok(['Karnataka']);
    if (path === '/api/get-cities/India/Karnataka') return ok(['Bengaluru']);
    if (path === '/api/categories') return ok(['School (CBSE)']);
    if (path === '/api/categories/School (CBSE)/subcategories')
      return ok(['Mathematics (Class 9-10)', 'Science (Class 9-10)']);
    throw new Error(`unexpected request ${call.method} ${call.url}`);
  });
}

const complete = {
  contactNumber: '919876543210',
  country: 'India',
  state: 'Karnataka',
  city: 'Bengaluru',
  pincodes: '560034',
  timezone: 'Asia/Kolkata',
  student_type: 'student',
  tutoring_mode: ['Online Tutoring'],
  category: 'School (CBSE)',
  subcategory: ['Mathematics (Class 9-10)'],
  avl_days: ['Sat'],
  avl_time: ['9-12'],
};

describe('Student account', () => {
  it('checks the form with the shared rules before sending (Error dialog with the first message)', async () => {
    login('tok', makeUser({ role: 'student', isFormSubmitted: false, fullName: 'Riya' }));
    const calls = server(() => ok({}));
    renderApp('/student-account');
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Please enter your contact number.');
    expect(calls.some((c) => c.url.includes('submit-student-form'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Please select at least one subject.')).toBeInTheDocument();
  });

  it('sends the form and replaces the stored user with the answer', async () => {
    const user = makeUser({
      role: 'student',
      isFormSubmitted: false,
      ...complete,
      fullName: 'Riya',
    });
    login('tok', user);
    const calls = server(() =>
      ok({ user: { ...user, isFormSubmitted: true, fullName: 'Riya Sharma' } }),
    );
    renderApp('/student-account');
    const name = await screen.findByRole('textbox', { name: /Full name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Riya Sharma');
    await userEvent.click(screen.getByRole('radio', { name: 'Parent' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(getSession().user?.isFormSubmitted).toBe(true));
    const sent = calls.find((c) => c.url === '/api/submit-student-form')!.body as FormData;
    expect(sent.get('fullName')).toBe('Riya Sharma');
    expect(sent.get('student_type')).toBe('parent');
    expect(sent.get('subcategory')).toBe('["Mathematics (Class 9-10)"]');
    expect(sent.get('avl_days')).toBe('["Sat"]');
    expect(sent.has('email')).toBe(false);
    expect(await screen.findByText('Profile updated.')).toBeInTheDocument();
  });

  it('locks a contact number once set and keeps the email read-only', async () => {
    login('tok', makeUser({ role: 'student', ...complete, email: 'riya@example.com' }));
    server(() => ok({}));
    renderApp('/student-account');
    expect(await screen.findByRole('textbox', { name: /Contact number/ })).toHaveAttribute(
      'readonly',
    );
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('riya@example.com');
  });

  it('opens Update Error with the server’s text when the save is refused', async () => {
    login('tok', makeUser({ role: 'student', ...complete }));
    server(() =>
      jsonResponse(400, {
        success: false,
        data: {
          errors: { contactNumber: 'Your contact number cannot be changed once it is set.' },
        },
        message: 'Your contact number cannot be changed once it is set.',
      }),
    );
    renderApp('/student-account');
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Error' });
    expect(dialog).toHaveTextContent('Your contact number cannot be changed once it is set.');
  });
});
