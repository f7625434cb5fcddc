// core-marketplace §2 Student dashboard through the real route table: the search and filters live
// in the URL and go to GET /api/get-tutors; the card; the empty text; the optimistic heart.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { login } from '@/lib/session-store';
import { jsonResponse, mockFetch, type Call } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { makeTutorCard, tutorsPage } from '@/test/tutors';
import { makeUser } from '@/test/users';
import type { TutorCardDto } from '@tm/shared/schemas/tutor-search';

const ok = (data: unknown) => jsonResponse(200, { success: true, data, message: '' });

function server(
  tutors: TutorCardDto[],
  extra: (call: Call, url: URL) => Response | null = () => null,
) {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://x');
    const answer = extra(call, url);
    if (answer) return answer;
    if (url.pathname === '/api/get-tutors') return ok(tutorsPage(tutors));
    if (url.pathname === '/api/get-upcoming-classes') return ok({ classes: [] });
    if (url.pathname === '/api/categories') return ok(['Coding & Computers']);
    if (url.pathname.startsWith('/api/categories/')) return ok(['Java', 'Python']);
    // one request for every subject, not one per category.
    if (url.pathname === '/api/subjects') return ok(['Java', 'Python']);
    throw new Error(`unexpected request ${call.method} ${call.url}`);
  });
}
const searches = (calls: Call[]) =>
  calls
    .filter((c) => c.url.startsWith('/api/get-tutors'))
    .map((c) => new URL(c.url, 'http://x').searchParams);

describe('Student dashboard', () => {
  it('shows each tutor card with the spec fields and both buttons', async () => {
    login('tok', makeUser({ role: 'student' }));
    const tutor = makeTutorCard({
      fullName: 'Asha Rao',
      teaching_experience: 0,
      tutoring_mode: ['Home Tutoring', 'Online Tutoring'],
      subcategory: ['Python', 'Java'],
      languages: ['English', 'Kannada'],
      headline: 'Python from zero',
      min_hour_charge: 500,
      max_hour_charge: 1200,
      class_duration: '45 min',
      teaching_level: 'Beginner',
    });
    const calls = server([tutor]);
    renderApp('/student-dashboard');
    const card = await screen.findByRole('article', { name: 'Asha Rao' });
    expect(within(card).getByText('Level taught: Beginner · Fresher')).toBeInTheDocument();
    expect(within(card).getByText('₹500 – ₹1,200 / hr')).toBeInTheDocument();
    expect(within(card).getByText('Python from zero')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Teaching modes' })).toHaveTextContent(
      'Home TutoringOnline Tutoring',
    );
    expect(within(card).getByRole('list', { name: 'Subjects' })).toHaveTextContent('PythonJava');
    expect(within(card).getByText('English, Kannada')).toBeInTheDocument();
    expect(within(card).getByText('45 min')).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'Book A Class Now with Asha Rao' }),
    ).toHaveAttribute('href', `/tutor-details/${tutor._id}`);
    expect(within(card).getByRole('link', { name: 'Book A Trial with Asha Rao' })).toHaveAttribute(
      'href',
      `/tutor-details/${tutor._id}?trial=true#booking`,
    );
    expect(screen.getByRole('heading', { name: '1 tutor found' })).toBeInTheDocument();
    expect(searches(calls)[0]!.toString()).toBe('page=1&limit=12');
  });

  it('says when a misspelt search was corrected', async () => {
    login('tok', makeUser({ role: 'student' }));
    const tutor = makeTutorCard({ fullName: 'Asha Rao' });
    server([tutor], (_call, url) =>
      url.pathname === '/api/get-tutors' && url.searchParams.get('search') === 'mathematcs'
        ? ok({ ...tutorsPage([tutor]), correctedSearch: 'mathematics' })
        : null,
    );
    renderApp('/student-dashboard?search=mathematcs');
    expect(
      await screen.findByText('No tutors matched “mathematcs”. Showing results for “mathematics”.'),
    ).toBeInTheDocument();
  });

  it('reads the search from the URL and sends it to the API', async () => {
    login('tok', makeUser({ role: 'student' }));
    const calls = server([]);
    renderApp(
      '/student-dashboard?search=math&mode=Online+Tutoring&subjects=Python&minPrice=200&maxPrice=900&days=Mon,Sat&timeRanges=6-9&sort=price-low',
    );
    expect(await screen.findByText('No tutors found matching your criteria.')).toBeInTheDocument();
    const sent = searches(calls)[0]!;
    expect(Object.fromEntries(sent)).toEqual({
      search: 'math',
      mode: 'Online Tutoring',
      subjects: 'Python',
      minPrice: '200',
      maxPrice: '900',
      days: 'Mon,Sat',
      timeRanges: '6-9',
      sort: 'price-low',
      page: '1',
      limit: '12',
    });
    expect(screen.getByRole('searchbox')).toHaveValue('math');
    expect(screen.getByRole('button', { name: 'Mon' })).toHaveAttribute('aria-pressed', 'true');
    // Time filters read as the availability picker's slots do; the URL keeps the spec's values.
    const times = within(screen.getAllByRole('group', { name: 'Time Ranges' })[0]!);
    expect(times.getByRole('button', { name: '6 AM – 9 AM' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(times.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '12 AM – 3 AM',
      '3 AM – 6 AM',
      '6 AM – 9 AM',
      '9 AM – 12 PM',
      '12 PM – 3 PM',
      '3 PM – 6 PM',
      '6 PM – 9 PM',
      '9 PM – 12 AM',
    ]);
    expect(screen.getByRole('combobox', { name: /Sort by/ })).toHaveValue('price-low');
  });

  it('puts a chosen filter and the sort in the URL, and Clear All removes them', async () => {
    login('tok', makeUser({ role: 'student' }));
    const calls = server([makeTutorCard()]);
    const { router } = renderApp('/student-dashboard');
    await screen.findByRole('heading', { name: '1 tutor found' });
    await userEvent.click(screen.getByRole('button', { name: 'Sat' }));
    await userEvent.click(screen.getByRole('button', { name: 'Home Tutoring' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Sort by/ }), 'price-high');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?mode=Home+Tutoring&days=Sat&sort=price-high'),
    );
    await waitFor(() => expect(searches(calls).at(-1)!.get('sort')).toBe('price-high'));
    expect(searches(calls).at(-1)!.get('days')).toBe('Sat');
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear All' })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('hearts a tutor at once and rolls back with the spec message when the server fails', async () => {
    login('tok', makeUser({ role: 'student' }));
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    server([makeTutorCard({ fullName: 'Bala K' })], (call, url) => {
      if (url.pathname !== '/api/add-favorite') return null;
      return gate.then(() => new Response('gateway down', { status: 502 })) as unknown as Response;
    });
    renderApp('/student-dashboard');
    const heart = await screen.findByRole('button', { name: 'Favourite Bala K' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(screen.getByRole('button', { name: 'Favourite Bala K' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong while adding to favorites.',
    );
    expect(screen.getByRole('button', { name: 'Favourite Bala K' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('keeps the heart when the server agrees', async () => {
    login('tok', makeUser({ role: 'student' }));
    const calls = server(
      [makeTutorCard({ fullName: 'Chitra M', isFavourite: true })],
      (call, url) =>
        url.pathname === '/api/remove-favorite'
          ? ok({ tutorId: (call.body as { tutorId: string }).tutorId, isFavourite: false })
          : null,
    );
    renderApp('/student-dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Favourite Chitra M' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/remove-favorite')).toBe(true));
    expect(calls.find((c) => c.url === '/api/remove-favorite')!.body).toEqual({
      tutorId: expect.any(String),
    });
    expect(screen.getByRole('button', { name: 'Favourite Chitra M' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('asks a new student to complete the profile', async () => {
    login('tok', makeUser({ role: 'student', isFormSubmitted: false }));
    server([]);
    renderApp('/student-dashboard');
    expect(await screen.findByRole('link', { name: 'Complete Profile' })).toHaveAttribute(
      'href',
      '/student-account',
    );
  });
});
