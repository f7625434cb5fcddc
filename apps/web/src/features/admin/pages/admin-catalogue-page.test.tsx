// The admin's catalogue screen through the real route table against a mocked API: it lists the
// categories and subjects, adds a category (the shared rule first, then the server's refusal on
// the field) and renames a subject in a dialog.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminCatalogue } from '@tm/shared/schemas/catalogue';
import { login } from '@/lib/session-store';
import { jsonResponse, mockFetch, type Call } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { makeUser } from '@/test/users';

const ok = (data: unknown, message = 'OK') => jsonResponse(200, { success: true, data, message });
const refused = (status: number, message: string) =>
  jsonResponse(status, { success: false, data: null, message });

function catalogue(): AdminCatalogue {
  return {
    categories: [
      {
        _id: 'c-music',
        name: 'Music',
        subcategories: [
          { _id: 's-guitar', name: 'Guitar' },
          { _id: 's-tabla', name: 'Tabla' },
        ],
      },
      { _id: 'c-chess', name: 'Chess', subcategories: [] },
    ],
  };
}

describe('admin catalogue', () => {
  it('lists categories with their subjects and adds a category', async () => {
    login('tok', makeUser({ role: 'admin' }));
    let current = catalogue();
    const calls = mockFetch((call: Call) => {
      if (call.url === '/api/admin/catalogue') return ok(current);
      if (call.url === '/api/admin/categories' && call.method === 'POST') {
        const { name } = call.body as { name: string };
        if (name === 'Music') return refused(409, 'A category with this name already exists.');
        current = {
          categories: [...current.categories, { _id: 'c-new', name, subcategories: [] }],
        };
        return ok(current, 'Category added.');
      }
      if (call.url.startsWith('/api/categories')) return ok([]);
      throw new Error(`unexpected request ${call.method} ${call.url}`);
    });
    renderApp('/admin/catalogue');
    const music = (await screen.findByRole('group', { name: 'Music' })) as HTMLElement;
    expect(
      within(within(music).getByRole('list', { name: 'Subjects of Music' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['GuitarRename', 'TablaRename']);
    expect(
      within(screen.getByRole('group', { name: 'Chess' })).getByText('No subjects yet.'),
    ).toBeInTheDocument();

    const user = userEvent.setup();
    const field = screen.getByLabelText('New category');
    await user.type(field, 'Maths, Science');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('A name cannot contain a comma.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(field);
    await user.type(field, 'Music');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(
      await screen.findByText('A category with this name already exists.'),
    ).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '  Yoga  ');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByRole('group', { name: 'Yoga' })).toBeInTheDocument();
    expect(await screen.findByText('Category added.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({ name: 'Yoga' });
    expect(field).toHaveValue('');
  });

  it('renames a subject in a dialog', async () => {
    login('tok', makeUser({ role: 'admin' }));
    let current = catalogue();
    const calls = mockFetch((call: Call) => {
      if (call.url === '/api/admin/catalogue') return ok(current);
      if (call.url === '/api/admin/subcategories/s-guitar' && call.method === 'PUT') {
        current = catalogue();
        current.categories[0]!.subcategories[0]!.name = (call.body as { name: string }).name;
        return ok(
          current,
          'Subject renamed. Tutors and students who chose it now show the new name.',
        );
      }
      if (call.url.startsWith('/api/categories')) return ok([]);
      throw new Error(`unexpected request ${call.method} ${call.url}`);
    });
    renderApp('/admin/catalogue');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rename subject Guitar of Music' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename “Guitar”' });
    const input = within(dialog).getByLabelText('Subject name');
    expect(input).toHaveValue('Guitar');
    await user.clear(input);
    await user.type(input, 'Acoustic Guitar');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await screen.findByText(
        'Subject renamed. Tutors and students who chose it now show the new name.',
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Subjects of Music' })).getByText('Acoustic Guitar'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ name: 'Acoustic Guitar' });
  });
});
