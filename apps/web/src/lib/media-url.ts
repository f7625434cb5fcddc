// core-marketplace §7: profile images are served from the API host by relative path.
/** Absolute, data: and blob: URLs pass through; a relative path is made root-relative. */
export function mediaUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:|\/)/i.test(path)) return path;
  return `/${path}`;
}
