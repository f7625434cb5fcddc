import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

const photo = 'files/public/photos/asha.webp';

describe('Avatar (core-marketplace §7 initials photo in the server HTML)', () => {
  it('shows the photo with the name as its text; the initials beneath are hidden from readers', () => {
    const { container } = render(<Avatar src={photo} name="Asha Rao" id="u1" size="lg" />);
    const img = screen.getByRole('img', { name: 'Asha Rao' });
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('src')).toContain('asha.webp');
    expect(img).toHaveAttribute('width', '64');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(container.textContent).toBe('AR');
  });

  it('without a photo, the initials are the image, named for the person', () => {
    render(<Avatar name="Asha Rao" id="u1" />);
    const img = screen.getByRole('img', { name: 'Asha Rao' });
    expect(img.tagName).toBe('SPAN');
    expect(img.textContent).toBe('AR');
  });

  it('a photo that fails to load is removed and the initials take its place', () => {
    const { container } = render(<Avatar src={photo} name="Asha Rao" id="u1" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Asha Rao' }).textContent).toBe('AR');
  });

  it('is in the server HTML as an <img>, and one that failed before hydration is removed on hydrating', () => {
    const html = renderToString(<Avatar src={photo} name="Asha Rao" id="u1" />);
    expect(html).toMatch(/<img[^>]+alt="Asha Rao"/);
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.appendChild(root);
    const img = root.querySelector('img')!;
    // What a browser reports for an image whose request failed: finished, with no pixels.
    Object.defineProperty(img, 'complete', { value: true });
    Object.defineProperty(img, 'naturalWidth', { value: 0 });
    render(<Avatar src={photo} name="Asha Rao" id="u1" />, { container: root, hydrate: true });
    expect(root.querySelector('img')).toBeNull();
    expect(root.textContent).toBe('AR');
    root.remove();
  });

  it('keeps a server-rendered image that has not loaded yet (a lazy one below the fold)', () => {
    const html = renderToString(<Avatar src={photo} name="Asha Rao" id="u1" />);
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.appendChild(root);
    Object.defineProperty(root.querySelector('img')!, 'complete', { value: false });
    render(<Avatar src={photo} name="Asha Rao" id="u1" />, { container: root, hydrate: true });
    expect(root.querySelector('img')).not.toBeNull();
    root.remove();
  });
});
