import type { FastifyRequest } from 'fastify';

/**
 * The Idempotency-Key header, when it is a sensible token: a create sent twice with one key (a
 * double submit, a retried request) is one request, answered with what the first one made.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  return key && /^[A-Za-z0-9_-]{8,100}$/.test(key) ? key : null;
}
