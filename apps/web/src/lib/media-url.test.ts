import { describe, expect, it } from 'vitest';
import { mediaUrl, sizedMediaUrl } from './media-url';

describe('sizedMediaUrl', () => {
  it('asks for twice the shown width of our WebP images', () => {
    expect(sizedMediaUrl('/files/public/photos/a.webp', 64)).toBe(
      '/files/public/photos/a.webp?w=128',
    );
    // Paths relative to the API base resolve under it.
    expect(sizedMediaUrl('files/public/blog-images/b.webp', 240)).toBe(
      '/api/files/public/blog-images/b.webp?w=480',
    );
  });

  it('leaves other images alone', () => {
    expect(sizedMediaUrl('/files/public/photos/old.png', 64)).toBe('/files/public/photos/old.png');
    expect(sizedMediaUrl('blob:abc', 64)).toBe('blob:abc');
    expect(sizedMediaUrl(null, 64)).toBeUndefined();
    expect(mediaUrl('x.png')).toBe('/api/x.png');
    expect(sizedMediaUrl('files/public/photos/old.png', 64)).toBe(
      '/api/files/public/photos/old.png',
    );
  });
});
