// The API envelope (core-marketplace §7) and the error normalisation of §8, shared by server and web.
import { MSG } from './messages';

export interface Envelope<T> {
  success: boolean;
  data: T;
  message: string;
}

/** Machine-readable error codes; the server maps each to one HTTP status. */
export const ERROR_CODES = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

export interface NormalisedError {
  status: number;
  message: string;
}

/**
 * core-marketplace §8: a server error yields its status and the message from data.data.message,
 * else data.message, else "Request failed with server error"; no response yields 503
 * "No response received from server"; any other failure yields 500 with the error message or the
 * request-error default; a missing error yields "Unknown error occurred".
 */
export function normaliseError(input: {
  error?: unknown;
  response?: { status: number; data?: unknown } | null;
  noResponse?: boolean;
}): NormalisedError {
  if (input.response) {
    const data = input.response.data as
      { data?: { message?: unknown }; message?: unknown } | undefined;
    const nested =
      typeof data?.data?.message === 'string' && data.data.message ? data.data.message : undefined;
    const top = typeof data?.message === 'string' && data.message ? data.message : undefined;
    return { status: input.response.status, message: nested ?? top ?? MSG.serverErrorDefault };
  }
  if (input.noResponse) return { status: 503, message: MSG.noResponse };
  if (input.error === undefined || input.error === null)
    return { status: 500, message: MSG.unknownError };
  const message =
    input.error instanceof Error && input.error.message
      ? input.error.message
      : MSG.requestErrorDefault;
  return { status: 500, message };
}
