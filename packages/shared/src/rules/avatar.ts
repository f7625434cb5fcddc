// people without a photo get a distinctive generated avatar: their initials on a colour
// derived from a stable seed (their id, else their name), so one person always looks the same and
// two people rarely alike. Pure, used by the web Avatar and testable.

/** Up to two initials: first and last word of the name ("Ananya Iyer" → "AI"). */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]!;
  const last = words.length > 1 ? words[words.length - 1]! : '';
  return (Array.from(first)[0]! + (last ? Array.from(last)[0]! : '')).toUpperCase();
}

/** FNV-1a: a small, stable string hash. */
function hash(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * A background for white initials: any hue, dark enough (HSL lightness 32%, saturation 45–60%) for
 * white text to keep WCAG AA contrast (4.5:1) on every hue, yellow included.
 */
export function avatarColour(seed: string): string {
  const h = hash(seed);
  const hue = h % 360;
  const saturation = 45 + ((h >>> 9) % 16);
  return `hsl(${hue} ${saturation}% 32%)`;
}
