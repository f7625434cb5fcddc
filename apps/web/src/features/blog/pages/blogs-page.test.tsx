// core-marketplace §2 Blogs, through the real route table against a mocked API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BlogDto } from '@tm/shared/schemas/content';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const ok = (data: unknown) => jsonResponse(200, { success: true, data, message: 'OK' });

function blog(overrides: Partial<BlogDto>): BlogDto {
  return {
    _id: crypto.randomUUID(),
    slug: 'exam-tips',
    title: 'Exam tips',
    description: 'How to revise.',
    content: '<p>Start early.</p>',
    image: null,
    postedAt: '2026-10-03T05:30:00.000Z',
    published: true,
    createdAt: '2026-10-01T00:00:00.000Z',
    updatedAt: '2026-10-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('blog list', () => {
  it('shows cards with dd/mm/yyyy dates and the spec fallbacks, and the pager', async () => {
    const calls = mockFetch((call) => {
      if (call.url.startsWith('/api/blogs?'))
        return ok({
          blogs: [
            blog({
              slug: 'thesis-defense-tips',
              title: 'Thesis Defense Tips',
              image: '/files/public/blog-images/a.png',
            }),
            blog({ slug: 'untitled', title: '', description: null, postedAt: null }),
          ],
          pagination: { limit: 10, totalPages: 8, page: 2, total: 75 },
        });
      throw new Error(`unexpected request ${call.url}`);
    });
    renderApp('/blogs?page=3');
    const first = (await screen.findByRole('heading', { name: 'Thesis Defense Tips' })).closest(
      'article',
    )!;
    expect(within(first).getByText('03/10/2026')).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('src', '/files/public/blog-images/a.png');
    // the first row's images load at once (one is the largest paint); later ones lazily.
    expect(first.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(first.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    const second = screen.getByRole('heading', { name: 'No Title' }).closest('article')!;
    expect(within(second).getByText('No Description')).toBeInTheDocument();
    expect(within(second).getByText('No Date')).toBeInTheDocument();
    expect(calls[0]!.url).toBe('/api/blogs?page=2&limit=10');

    // Page 3 of 8: 3 pages in range, 2 margin pages.
    const pager = screen.getByRole('navigation', { name: 'Blog pages' });
    const labels = within(pager)
      .getAllByRole('link')
      .map((a) => a.getAttribute('aria-label'));
    expect(labels).toEqual([
      'Previous page',
      'Page 1',
      'Page 2',
      'Page 3',
      'Page 4',
      'Page 7',
      'Page 8',
      'Next page',
    ]);
    expect(within(pager).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/blogs');
    expect(within(pager).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/blogs?page=4',
    );
  });

  it('opens a post with the blog in navigation state and its slug in the address', async () => {
    mockFetch((call) => {
      if (call.url.startsWith('/api/blogs?'))
        return ok({
          blogs: [blog({})],
          pagination: { limit: 10, totalPages: 1, page: 0, total: 1 },
        });
      if (call.url === '/api/blogs/exam-tips')
        return ok(blog({ content: '<h2>Plan</h2><p>Start early.</p>' }));
      throw new Error(`unexpected request ${call.url}`);
    });
    const { router } = renderApp('/blogs');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Exam tips' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog-details'));
    expect(router.state.location.search).toBe('?slug=exam-tips');
    expect((router.state.location.state as { blog: BlogDto }).blog.slug).toBe('exam-tips');
    expect(await screen.findByRole('heading', { level: 1, name: 'Exam tips' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Plan' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).not.toBeInTheDocument();
  });

  it('says so when there are no posts, and offers a retry when loading fails', async () => {
    let fail = true;
    mockFetch((call) => {
      if (call.url.startsWith('/api/blogs?')) {
        if (fail)
          return jsonResponse(400, {
            success: false,
            data: null,
            message: 'page must be at least 0.',
          });
        return ok({ blogs: [], pagination: { limit: 10, totalPages: 1, page: 0, total: 0 } });
      }
      throw new Error(`unexpected request ${call.url}`);
    });
    renderApp('/blogs');
    expect(await screen.findByText('Articles could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No articles yet')).toBeInTheDocument();
  });
});

describe('blog details', () => {
  it('loads a shared ?slug= link, with the default article text when there is no content', async () => {
    mockFetch((call) => {
      if (call.url === '/api/blogs/empty-post')
        return ok(blog({ slug: 'empty-post', title: 'Empty post', content: null }));
      throw new Error(`unexpected request ${call.url}`);
    });
    renderApp('/blog-details?slug=empty-post');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Empty post' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/The full article is being written by our team/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Empty post | TutorsPlace Blog'));
  });

  it('shows "Article not found" for an unknown or unpublished post', async () => {
    mockFetch((call) => {
      if (call.url === '/api/blogs/gone')
        return jsonResponse(404, { success: false, data: null, message: 'Blog not found.' });
      throw new Error(`unexpected request ${call.url}`);
    });
    renderApp('/blog-details?slug=gone');
    expect(await screen.findByText('Article not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all articles' })).toHaveAttribute(
      'href',
      '/blogs',
    );
  });
});
