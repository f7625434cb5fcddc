import { ApiError, serverMessage } from '@/lib/api-client';

/**
 * What to tell the user when a booking action fails. core-marketplace §8 gives the defaults
 * ("Failed to accept booking. Please try again." ...). Decision: when the server refuses for a
 * reason the user can act on (a 4xx with its own message, e.g. the clash it names, or "This
 * booking has expired ..."), that message is shown instead; retrying would not help.
 */
export function bookingActionError(error: unknown, fallback: string): string {
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401
  ) {
    return serverMessage(error) ?? fallback;
  }
  return fallback;
}
