/**
 * A random Idempotency-Key naming one attempt at a create: a double click or a retry of the same
 * attempt sends the same key, and the server answers with what the first request made.
 * getRandomValues works on plain http too (randomUUID needs a secure context).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
