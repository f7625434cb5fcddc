import { ApiError, serverMessage } from '@/lib/api-client';

/**
 * What to tell the user when a booking action fails. core-marketplace §8 gives the text ("Failed
 * to accept booking. Please try again." ...), shown first; when the server refused for a
 * reason the user can act on (a 4xx with its own message, e.g. the clash it names, or "This
 * booking has expired ..."), that reason follows on its own line beneath.
 */
export function bookingActionError(error: unknown, fallback: string): string {
  const reason =
    error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401
      ? serverMessage(error)
      : undefined;
  return reason && reason !== fallback ? `${fallback}\n${reason}` : fallback;
}
