// core-marketplace §7: profile images are served from the API host by relative path. The server
// answers paths relative to the API base (`files/public/photos/x.png`, issue 13); this is the one
// place that turns them into a URL the browser can load.
import { API_BASE } from './api-client';

/** Absolute, data:, blob: and root-relative URLs pass through; a relative path is under the API. */
export function mediaUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:|\/)/i.test(path)) return path;
  return `${API_BASE}/${path}`;
}
