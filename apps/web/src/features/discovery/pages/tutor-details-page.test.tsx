// core-marketplace §2 Tutor detail page through the real route table.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { login } from '@/lib/session-store';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { makeTutorCard, makeTutorDetail } from '@/test/tutors';
import { makeUser } from '@/test/users';
import type { TutorDetailDto } from '@tm/shared/schemas/tutor-search';

const ok = (data: unknown) => jsonResponse(200, { success: true, data, message: '' });

// the page lists the tutor's reviews.
const NO_REVIEWS = {
  reviews: [],
  ratingAverage: null,
  ratingCount: 0,
  pagination: { page: 1, limit: 5, total: 0, pages: 1 },
};

function server(
  tutor: TutorDetailDto | null,
  similar = [makeTutorCard({ fullName: 'Similar One' })],
) {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://x');
    if (url.pathname === '/api/get-tutor')
      return tutor
        ? ok(tutor)
        : jsonResponse(404, { success: false, data: null, message: 'Tutor not found' });
    if (url.pathname === '/api/get-similar-tutors') return ok({ tutors: similar });
    if (url.pathname === '/api/tutor-reviews') return ok(NO_REVIEWS);
    // The booking form's own calls are the bookings issue's; answer them plainly.
    if (url.pathname === '/api/config')
      return ok({ googleClientId: null, devSignIn: true, razorpayKeyId: null });
    if (url.pathname === '/api/check-trial-availability') return ok({ canTakeTrial: true });
    // Group classes: this tutor has none open.
    if (url.pathname === '/api/batches')
      return ok({ batches: [], pagination: { page: 1, limit: 12, total: 0, pages: 1 } });
    if (url.pathname.endsWith('/response-stats'))
      return ok({ responseRate: 0.9, medianResponseMinutes: 95 });
    if (url.pathname.startsWith('/api/')) return ok([]);
    throw new Error(`unexpected request ${call.method} ${call.url}`);
  });
}

describe('Tutor detail page', () => {
  it('is open to a guest; Book and the heart ask to log in and return here', async () => {
    const tutor = makeTutorDetail({ fullName: 'Guest Seen' });
    server(tutor);
    const { router } = renderApp(`/tutor-details/${tutor._id}?trial=true`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Guest Seen' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book Free Trial' })).not.toBeInTheDocument();
    const back = encodeURIComponent(`/tutor-details/${tutor._id}?trial=true#booking`);
    expect(screen.getByRole('link', { name: 'Log in to book a trial' })).toHaveAttribute(
      'href',
      `/authentication?authtype=login&next=${back}`,
    );
    screen.getByRole('button', { name: 'Favourite Guest Seen' }).click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/authentication'));
    expect(router.state.location.search).toBe(
      `?authtype=login&next=${encodeURIComponent(`/tutor-details/${tutor._id}?trial=true`)}`,
    );
  });

  it('shows every section, with pincodes for home tutoring, and Similar Profiles', async () => {
    login('tok', makeUser({ role: 'student' }));
    const tutor = makeTutorDetail({
      fullName: 'Kavya Iyer',
      headline: 'Maths without fear',
      class_duration: '45 min',
      teaching_experience: 8,
      min_hour_charge: 600,
      max_hour_charge: 1200,
      bio: 'Eight years with CBSE students.',
      category: 'School (CBSE)',
      teaching_level: 'Grade/Class',
      languages: ['English', 'Tamil'],
      subcategory: ['Mathematics (Class 9-10)'],
      tutoring_mode: ['Home Tutoring', 'Online Tutoring'],
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      pincodes: '560034,560001',
    });
    server(tutor);
    renderApp(`/tutor-details/${tutor._id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kavya Iyer' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Maths without fear')).toBeInTheDocument();
    expect(screen.getByText('45 min')).toBeInTheDocument();
    expect(screen.getByText('8 years')).toBeInTheDocument();
    // How often and how fast the tutor answers students' needs (from its own call).
    expect(await screen.findByText('90% · usually within 2 h')).toBeInTheDocument();
    expect(screen.getByText('60-min session at 600-1200 INR')).toBeInTheDocument();
    for (const title of [
      'About',
      'Specialty',
      'Spoken Languages',
      'Subjects',
      'Teaching Modes',
      'Location',
      'Preferred Pincodes',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('Bengaluru, Karnataka, India')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Preferred pincodes' })).toHaveTextContent(
      '560034560001',
    );
    const similar = await screen.findByRole('list', { name: 'Similar tutors' });
    expect(within(similar).getByRole('article', { name: 'Similar One' })).toBeInTheDocument();
  });

  it('hides Location for an online-only tutor, pincodes without home tutoring, and the price line in trial mode', async () => {
    login('tok', makeUser({ role: 'student' }));
    const tutor = makeTutorDetail({
      fullName: 'Dev Patel',
      tutoring_mode: ['Online Tutoring'],
      city: null,
      state: null,
      country: null,
    });
    server(tutor);
    renderApp(`/tutor/${tutor._id}?trial=true`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dev Patel' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Location' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Preferred Pincodes' })).not.toBeInTheDocument();
    expect(screen.queryByText(/60-min session at/)).not.toBeInTheDocument();
  });

  it('shows "Complete Your Profile" with a link to the account for an incomplete student', async () => {
    login('tok', makeUser({ role: 'student', isFormSubmitted: false }));
    const tutor = makeTutorDetail();
    server(tutor);
    renderApp(`/tutor-details/${tutor._id}`);
    expect(
      await screen.findByRole('heading', { name: 'Complete Your Profile' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete Your Profile' })).toHaveAttribute(
      'href',
      '/student-account',
    );
  });

  it('says "Tutor not found" for an unknown tutor', async () => {
    login('tok', makeUser({ role: 'student' }));
    server(null);
    renderApp('/tutor-details/00000000-0000-4000-8000-00000000dead');
    expect(await screen.findByText('Tutor not found')).toBeInTheDocument();
  });
});
