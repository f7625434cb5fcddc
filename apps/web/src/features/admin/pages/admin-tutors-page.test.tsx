// /admin/tutors: the verification queue with documents; approve; reject with a required reason.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { login } from '@/lib/session-store';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { makeAdminTutor, makeUser } from '@/test/users';

const ok = (data: unknown) => jsonResponse(200, { success: true, data, message: '' });
const pending = makeAdminTutor({
  _id: 't1',
  fullName: 'Meera Nair',
  verificationStatus: 'pending',
  city: 'Kochi',
  state: 'Kerala',
  country: 'India',
  subcategory: ['English'],
  submittedAt: '2026-01-05T10:00:00.000Z',
  reviewedAt: null,
  certificates: [
    {
      _id: 'f1',
      name: 'certificate-1.pdf',
      url: '/api/files/f1',
      mimeType: 'application/pdf',
      size: 600,
      createdAt: '2026-01-05T10:00:00.000Z',
    },
  ],
  govt_ids: [
    {
      _id: 'f2',
      name: 'aadhaar.png',
      url: '/api/files/f2',
      mimeType: 'image/png',
      size: 500,
      createdAt: '2026-01-05T10:00:00.000Z',
    },
  ],
  resume: null,
  addressProof: null,
});

function serve() {
  let decided = false;
  return mockFetch((call) => {
    if (call.url.startsWith('/api/admin/tutors?'))
      return ok({
        tutors: decided ? [] : [pending],
        pagination: { page: 1, limit: 10, total: decided ? 0 : 1, pages: 1 },
        counts: { pending: decided ? 0 : 1, verified: 3, rejected: 0 },
      });
    if (call.url === '/api/admin/tutors/t1/approve' || call.url === '/api/admin/tutors/t1/reject') {
      decided = true;
      // The server answers the decided tutor: the profile without documents or review times.
      const { resume, certificates, govt_ids, addressProof, submittedAt, reviewedAt, ...tutor } =
        pending;
      void [resume, certificates, govt_ids, addressProof, submittedAt, reviewedAt];
      return ok(tutor);
    }
    if (call.url.startsWith('/api/admin/outbox'))
      return ok({ messages: [], pagination: { page: 1, limit: 20, total: 0, pages: 1 } });
    throw new Error(`unexpected request ${call.method} ${call.url}`);
  });
}

describe('admin tutor verification', () => {
  it('lists a pending tutor with documents and approves them', async () => {
    const calls = serve();
    login('tok', makeUser({ role: 'admin' }));
    const user = userEvent.setup();
    renderApp('/admin');
    const card = await screen.findByRole('article', { name: 'Meera Nair' });
    expect(within(card).getByText('certificate-1.pdf')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'View aadhaar.png' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Awaiting review/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Meera Nair' })).not.toBeInTheDocument(),
    );
    expect(calls.find((c) => c.url === '/api/admin/tutors/t1/approve')?.method).toBe('POST');
    expect(await screen.findByText('No tutors are awaiting review.')).toBeInTheDocument();
  });

  it('needs a reason to reject, and sends it', async () => {
    const calls = serve();
    login('tok', makeUser({ role: 'admin' }));
    const user = userEvent.setup();
    renderApp('/admin/tutors');
    const card = await screen.findByRole('article', { name: 'Meera Nair' });
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Meera Nair' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      within(dialog).getByText('Please enter a reason for the rejection.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/reject'))).toBe(false);
    await user.type(within(dialog).getByLabelText(/Reason/), 'The certificate is cut off.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/reject'))?.body).toEqual({
        reason: 'The certificate is cut off.',
      }),
    );
  });
});
