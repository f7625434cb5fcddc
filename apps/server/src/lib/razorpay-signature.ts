import crypto from 'node:crypto';

/**
 * Razorpay's signature scheme, used by both payment adapters (Razorpay and the local sandbox) so
 * one verification path runs whichever is configured:
 * - checkout result: hex HMAC-SHA256 of `order_id|payment_id` with the key secret;
 * - webhook: hex HMAC-SHA256 of the raw request body with the webhook secret.
 */
export function hmacSha256Hex(secret: string, message: string | Buffer): string {
  return crypto.createHmac('sha256', secret).update(message).digest('hex');
}

export function paymentSignature(secret: string, orderId: string, paymentId: string): string {
  return hmacSha256Hex(secret, `${orderId}|${paymentId}`);
}

export function webhookSignature(secret: string, rawBody: string | Buffer): string {
  return hmacSha256Hex(secret, rawBody);
}

/** Constant-time comparison of an expected hex signature with an untrusted one. */
export function signaturesMatch(expectedHex: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]+$/i.test(given)) return false;
  const a = Buffer.from(expectedHex, 'hex');
  const b = Buffer.from(given.toLowerCase(), 'hex');
  if (a.length !== b.length || a.length === 0) return false;
  return crypto.timingSafeEqual(a, b);
}

export function verifyPaymentSignature(
  secret: string,
  input: { orderId: string; paymentId: string; signature: unknown },
): boolean {
  if (!input.orderId || !input.paymentId) return false;
  return signaturesMatch(paymentSignature(secret, input.orderId, input.paymentId), input.signature);
}

export function verifyWebhookSignature(
  secret: string,
  rawBody: string | Buffer,
  signature: unknown,
): boolean {
  return signaturesMatch(webhookSignature(secret, rawBody), signature);
}
