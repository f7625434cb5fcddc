import { DEFAULT_TIMEZONE } from '@tm/shared/constants/marketplace';
import { canonicalZone, isIanaZone } from '@tm/shared/rules/timezone';
import type { UserDto } from '@tm/shared/schemas/user';

/**
 * The zone to show the viewer's own times in: their profile's timezone (core-marketplace §3; it
 * defaults to the browser's zone when the profile is made), else the browser's, else Asia/Kolkata.
 */
export function viewerTimezone(user: UserDto | null | undefined): string {
  const own = user && user.role !== 'admin' ? (user.timezone ?? null) : null;
  if (isIanaZone(own)) return canonicalZone(own);
  const browser = canonicalZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  return isIanaZone(browser) ? browser : DEFAULT_TIMEZONE;
}
