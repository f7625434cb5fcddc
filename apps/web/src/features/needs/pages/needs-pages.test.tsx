// The needs screens through the real route table: loading/empty/error states in plain words, the
// form's shared validation, and a guest's draft surviving sign-in.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NEED_MESSAGES } from '@tm/shared/schemas/needs';
import { login } from '@/lib/session-store';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { makeUser } from '@/test/users';

const ok = (data: unknown) => jsonResponse(200, { success: true, data, message: '' });

function lookups(url: string) {
  if (url === '/api/categories') return ok(['School (CBSE)']);
  if (url.startsWith('/api/categories/')) return ok(['Physics (Class 11-12)']);
  if (url.startsWith('/api/config'))
    return ok({ googleClientId: null, devSignIn: true, razorpayKeyId: null });
  return null;
}

describe('needs screens', () => {
  it('My needs: empty state with a way to share one', async () => {
    login('tok', makeUser({ role: 'student' }));
    mockFetch((call) => {
      if (call.url === '/api/needs') return ok({ needs: [] });
      throw new Error(`unexpected request ${call.url}`);
    });
    renderApp('/my-needs');
    expect(await screen.findByText('You have not shared a need yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share your need' })).toHaveAttribute(
      'href',
      '/post-need',
    );
  });

  it('Leads: the server’s message when loading fails, with a retry', async () => {
    login('tok', makeUser({ role: 'tutor', isFormSubmitted: true }));
    mockFetch((call) => {
      if (call.url === '/api/leads')
        return jsonResponse(503, { success: false, data: null, message: 'Try again soon.' });
      return lookups(call.url) ?? ok([]);
    });
    renderApp('/tutor-leads');
    expect(await screen.findByText('Try again soon.')).toBeInTheDocument();
  });

  it('the form shows the shared messages, and a guest’s draft waits while they sign in', async () => {
    mockFetch((call) => lookups(call.url) ?? ok([]));
    renderApp('/post-need');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in to post' }));
    expect(await screen.findByText(NEED_MESSAGES.category)).toBeInTheDocument();
    expect(screen.getByText(NEED_MESSAGES.days)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/Category/), 'School (CBSE)');
    expect(screen.queryByText(NEED_MESSAGES.category)).not.toBeInTheDocument();
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: /Subject/ }),
      'Physics (Class 11-12)',
    );
    fireEvent.change(screen.getByLabelText(/Start date/), { target: { value: '2099-01-05' } });
    await userEvent.click(screen.getByRole('button', { name: /Choose days and times/ }));
    const picker = await screen.findByRole('dialog', { name: 'Days and times' });
    await userEvent.click(within(picker).getByRole('button', { name: 'Mon' }));
    await userEvent.click(within(picker).getByRole('button', { name: '6 PM – 9 PM' }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Done' }));
    await userEvent.type(screen.getByLabelText('Budget per hour (optional)'), '900');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to post' }));
    // Sent to sign in, with the form kept for the way back.
    await waitFor(() =>
      expect(JSON.parse(window.sessionStorage.getItem('tm.need-draft') ?? 'null')).toMatchObject({
        subject: 'Physics (Class 11-12)',
        budget: '900',
        days: ['Mon'],
      }),
    );
  });
});
