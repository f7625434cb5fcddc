/**
 * Public files (profile photos, blog images) are served by relative path from the API host
 * (core-marketplace §7), under /files/. Their storage keys start with "public/".
 */
export function publicFileUrl(key: string | null | undefined): string | null {
  if (!key) return null;
  return `/files/${key}`;
}

/** Private documents are served through an authorised route, by file id. */
export function privateFileUrl(fileId: string): string {
  return `/api/files/${fileId}`;
}
