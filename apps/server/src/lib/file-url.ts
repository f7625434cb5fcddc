/**
 * Public files (profile photos, blog images) are "served from the API host by relative path"
 * (core-marketplace §7): the path is relative to the API base, e.g. `files/public/photos/x.png`,
 * served at `/api/files/public/...` (and, for older links, `/files/public/...`).
 * Their storage keys start with "public/".
 */
export function publicFileUrl(key: string | null | undefined): string | null {
  if (!key) return null;
  return `files/${key}`;
}

/** The absolute address of a public file, for links read outside the app (SEO tags, sitemaps). */
export function absolutePublicFileUrl(origin: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('/')) return `${origin}${url}`;
  return `${origin}/api/${url}`;
}

/** Private documents are served through an authorised route, by file id. */
export function privateFileUrl(fileId: string): string {
  return `/api/files/${fileId}`;
}
