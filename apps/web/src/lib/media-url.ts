// core-marketplace §7: profile images are served from the API host by relative path. The server
// answers paths relative to the API base (`files/public/photos/x.png`); this is the one
// place that turns them into a URL the browser can load.
import { API_BASE } from './api-client';

/** Absolute, data:, blob: and root-relative URLs pass through; a relative path is under the API. */
export function mediaUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:|\/)/i.test(path)) return path;
  return `${API_BASE}/${path}`;
}

/**
 * The URL of an uploaded image at the size a screen shows it: our public images are stored as
 * WebP at a few widths (server: modules/files/process-image.ts) and `?w=` picks the smallest one
 * at least that wide. Asks for twice the CSS width for high-density screens. Other URLs pass
 * through unchanged.
 */
export function sizedMediaUrl(
  path: string | null | undefined,
  cssWidth: number,
): string | undefined {
  const url = mediaUrl(path);
  if (!url || !/\/files\/public\/.+\.webp$/.test(url)) return url;
  return `${url}?w=${Math.round(cssWidth * 2)}`;
}
