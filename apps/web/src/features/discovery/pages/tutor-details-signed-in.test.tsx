// A signed-in student sees the complete tutor page however they reached it: the server renders
// public tutor pages as a guest sees them (no pincodes, no favourite hearts), and neither that
// copy nor one fetched before signing in may stand in for the student's own.
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryClient, seedFromServer } from '@/app/query-client';
import { tutorKeys } from '@/entities/tutor/query-keys';
import { getSession, login } from '@/lib/session-store';
import type { SsrState } from '@/lib/ssr-state';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { makeTutorDetail } from '@/test/tutors';
import { makeUser } from '@/test/users';

const ok = (data: unknown) => jsonResponse(200, { success: true, data, message: '' });

const full = makeTutorDetail({
  fullName: 'Kavya Iyer',
  tutoring_mode: ['Home Tutoring', 'Online Tutoring'],
  pincodes: '560034,560001',
  isFavourite: true,
});
/** What the API answers a guest (modules/discovery/get-tutor.ts): no pincodes, no favourite. */
const asGuest = { ...full, pincodes: null, isFavourite: false };

function server() {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://x');
    const signedIn = call.headers.has('authorization');
    if (url.pathname === '/api/get-tutor') return ok(signedIn ? full : asGuest);
    if (url.pathname === '/api/tutor-reviews')
      return ok({
        reviews: [],
        ratingAverage: null,
        ratingCount: 0,
        pagination: { page: 1, limit: 5, total: 0, pages: 1 },
      });
    if (url.pathname === '/api/get-similar-tutors') return ok({ tutors: [] });
    if (url.pathname === '/api/check-trial-availability') return ok({ canTakeTrial: true });
    if (url.pathname === '/api/config')
      return ok({ googleClientId: null, devSignIn: true, razorpayKeyId: null });
    // Group classes: this tutor has none open.
    if (url.pathname === '/api/batches')
      return ok({ batches: [], pagination: { page: 1, limit: 12, total: 0, pages: 1 } });
    if (url.pathname.endsWith('/response-stats'))
      return ok({ responseRate: 0.9, medianResponseMinutes: 95 });
    if (url.pathname.startsWith('/api/')) return ok([]);
    throw new Error(`unexpected request ${call.method} ${call.url}`);
  });
}

async function expectCompleteView() {
  const heading = await screen.findByRole('heading', { name: 'Preferred Pincodes' });
  const section = within(heading.closest('section')!);
  expect(section.getByText('560034')).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Favourite Kavya Iyer' })).toHaveAttribute(
      'aria-pressed',
      'true',
    ),
  );
}

describe('tutor page for a signed-in student, however it was reached', () => {
  it("a direct load or reload: the guest-rendered page's data is not taken as the student's", async () => {
    server();
    login('tok', makeUser({ role: 'student' }));
    // The server rendered the page as a guest and sent that cache along (tm-ssr-state).
    const server_ = new QueryClient();
    server_.setQueryData(tutorKeys.detail(full._id), asGuest);
    const state: SsrState = { ...dehydrate(server_), viewer: null };
    expect(seedFromServer(state, getSession())).toBe(false);
    expect(queryClient.getQueryData(tutorKeys.detail(full._id))).toBeUndefined();
    renderApp(`/tutor-details/${full._id}`);
    await expectCompleteView();
  });

  it("a guest page's data still seeds a guest's cache (hydration)", () => {
    const server_ = new QueryClient();
    server_.setQueryData(tutorKeys.detail(full._id), asGuest);
    expect(seedFromServer({ ...dehydrate(server_), viewer: null }, getSession())).toBe(true);
    expect(queryClient.getQueryData(tutorKeys.detail(full._id))).toEqual(asGuest);
  });

  it('in-app: seen as a guest, then signed in and back on the page', async () => {
    const calls = server();
    const { router } = renderApp(`/tutor-details/${full._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kavya Iyer' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Preferred Pincodes' })).not.toBeInTheDocument();
    // Signing in (the sign-in screen does this) and coming back, well within the cache's 30 s.
    login('tok', makeUser({ role: 'student' }));
    await router.navigate('/student-dashboard');
    await router.navigate(`/tutor-details/${full._id}`);
    await expectCompleteView();
    expect(
      calls.filter((c) => c.url.startsWith('/api/get-tutor?') && c.headers.has('authorization')),
    ).not.toHaveLength(0);
  });
});
