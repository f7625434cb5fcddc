/** Storage keeps integer minor units (paise/cents); the wire uses the spec's major-unit numbers. */
export function toMinor(major: number): number {
  return Math.round(major * 100);
}
export function toMajor(minor: number | null | undefined): number | null {
  if (minor === null || minor === undefined) return null;
  return minor / 100;
}
