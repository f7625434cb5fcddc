// Content admin: blogs (list, publish, create with validation) and policy pages, through the real
// route table against a mocked API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BlogDto } from '@tm/shared/schemas/content';
import { login } from '@/lib/session-store';
import { jsonResponse, mockFetch, type Call } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { makeUser } from '@/test/users';

const ok = (data: unknown, message = 'OK') => jsonResponse(200, { success: true, data, message });

function blog(overrides: Partial<BlogDto>): BlogDto {
  return {
    _id: 'b-1',
    slug: 'exam-tips',
    title: 'Exam tips',
    description: null,
    content: null,
    image: null,
    postedAt: null,
    published: false,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-02T00:00:00.000Z',
    ...overrides,
  };
}

describe('admin blogs', () => {
  it('lists drafts and published posts and publishes a draft', async () => {
    login('tok', makeUser({ role: 'admin' }));
    let draft = blog({});
    const calls = mockFetch((call: Call) => {
      if (call.url.startsWith('/api/admin/blogs?'))
        return ok({
          blogs: [
            draft,
            blog({
              _id: 'b-2',
              slug: 'live',
              title: 'Live post',
              published: true,
              postedAt: '2026-10-03T05:30:00.000Z',
            }),
          ],
          pagination: { limit: 20, totalPages: 1, page: 0, total: 2 },
        });
      if (call.url === '/api/admin/blogs/b-1' && call.method === 'PUT') {
        draft = { ...draft, published: true, postedAt: '2026-11-22T05:00:00.000Z' };
        return ok(draft, 'Blog published.');
      }
      throw new Error(`unexpected request ${call.method} ${call.url}`);
    });
    renderApp('/admin/blogs');
    const draftRow = (await screen.findByRole('heading', { name: 'Exam tips' })).closest('li')!;
    expect(within(draftRow).getByText('Draft')).toBeInTheDocument();
    expect(within(draftRow).getByText(/Never published/)).toBeInTheDocument();
    const liveRow = screen.getByRole('heading', { name: 'Live post' }).closest('li')!;
    expect(within(liveRow).getByText('Published')).toBeInTheDocument();
    expect(within(liveRow).getByText(/Posted 03\/10\/2026/)).toBeInTheDocument();

    await userEvent
      .setup()
      .click(within(draftRow).getByRole('button', { name: 'Publish Exam tips' }));
    expect(await screen.findByText('Blog published.')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({ published: true });
    await waitFor(() =>
      expect(
        within(screen.getByRole('heading', { name: 'Exam tips' }).closest('li')!).getByText(
          'Published',
        ),
      ).toBeInTheDocument(),
    );
  });

  it('validates a new blog with the shared rules and shows a taken slug on its field', async () => {
    login('tok', makeUser({ role: 'admin' }));
    const calls = mockFetch((call: Call) => {
      if (call.url === '/api/admin/blogs' && call.method === 'POST')
        return jsonResponse(409, {
          success: false,
          data: null,
          message: 'Another blog already uses this slug. Choose a different one.',
        });
      if (call.url === '/api/admin/html-preview') return ok({ html: '<p>Hello</p>' });
      throw new Error(`unexpected request ${call.method} ${call.url}`);
    });
    renderApp('/admin/blogs?new');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Please enter a title.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Title/), 'Exam tips');
    await user.type(screen.getByLabelText(/^Slug/), 'Exam Tips');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(/Slug may contain only lowercase letters/)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Slug/));
    await user.type(screen.getByLabelText(/^Slug/), 'exam-tips');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText('Another blog already uses this slug. Choose a different one.'),
    ).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.url === '/api/admin/blogs')!;
    expect(post.body).toEqual({
      title: 'Exam tips',
      slug: 'exam-tips',
      description: '',
      content: '',
      published: true,
    });
  });
});

describe('admin policy pages', () => {
  it('edits a page and saves title and HTML', async () => {
    login('tok', makeUser({ role: 'admin' }));
    const page = {
      key: 'shipping-policy',
      title: 'Shipping Policy',
      html: '<p>No goods are shipped.</p>',
      updatedAt: '2026-11-01T06:00:00.000Z',
    };
    const calls = mockFetch((call: Call) => {
      if (call.url === '/api/admin/pages/shipping-policy' && call.method === 'GET') return ok(page);
      if (call.url === '/api/admin/html-preview')
        return ok({ html: (call.body as { html: string }).html });
      if (call.url === '/api/admin/pages/shipping-policy' && call.method === 'PUT')
        return ok(
          { ...page, ...(call.body as object), updatedAt: '2026-11-22T06:00:00.000Z' },
          'Page saved.',
        );
      throw new Error(`unexpected request ${call.method} ${call.url}`);
    });
    renderApp('/admin/pages?key=shipping-policy');
    const title = await screen.findByLabelText(/^Title/);
    expect(title).toHaveValue('Shipping Policy');
    expect(screen.getByRole('link', { name: 'Shipping Policy' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const region = screen.getByRole('region', { name: 'Preview' });
    expect(await within(region).findByText('No goods are shipped.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.clear(title);
    await user.type(title, 'Delivery Policy');
    await user.click(screen.getByRole('button', { name: 'Save page' }));
    expect(await screen.findByText('Page saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      title: 'Delivery Policy',
      html: '<p>No goods are shipped.</p>',
    });
  });
});
