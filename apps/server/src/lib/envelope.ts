import type { Envelope } from '@tm/shared/api';

/** The success envelope of every API answer (core-marketplace §7). */
export function ok<T>(data: T, message = 'OK'): Envelope<T> {
  return { success: true, data, message };
}

export function fail(message: string, data: unknown = null): Envelope<unknown> {
  return { success: false, data, message };
}
