import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  validatePaymentVerification,
  validateWebhookSignature,
} from 'razorpay/dist/utils/razorpay-utils';
import {
  paymentSignature,
  signaturesMatch,
  verifyPaymentSignature,
  verifyWebhookSignature,
  webhookSignature,
} from './razorpay-signature';

const rand = (n: number) => crypto.randomBytes(n).toString('base64url');

describe('Razorpay signature scheme', () => {
  it('agrees with the SDK on random checkout results (valid and tampered)', () => {
    for (let i = 0; i < 200; i++) {
      const secret = rand(24);
      const orderId = `order_${rand(10)}`;
      const paymentId = `pay_${rand(10)}`;
      const sig = paymentSignature(secret, orderId, paymentId);
      const sdk = (s: string, o = orderId) =>
        validatePaymentVerification({ order_id: o, payment_id: paymentId }, s, secret);
      expect(sdk(sig)).toBe(true);
      expect(verifyPaymentSignature(secret, { orderId, paymentId, signature: sig })).toBe(true);

      const tampered = sig.slice(0, -1) + (sig.endsWith('0') ? '1' : '0');
      expect(sdk(tampered)).toBe(false);
      expect(verifyPaymentSignature(secret, { orderId, paymentId, signature: tampered })).toBe(
        false,
      );
      const otherOrder = `order_${rand(10)}`;
      expect(sdk(sig, otherOrder)).toBe(false);
      expect(
        verifyPaymentSignature(secret, { orderId: otherOrder, paymentId, signature: sig }),
      ).toBe(false);
      expect(verifyPaymentSignature(`${secret}x`, { orderId, paymentId, signature: sig })).toBe(
        false,
      );
    }
  });

  it('agrees with the SDK on random webhook bodies (valid and tampered)', () => {
    for (let i = 0; i < 200; i++) {
      const secret = rand(16);
      const body = JSON.stringify({ event: 'payment.captured', id: rand(12), n: Math.random() });
      const sig = webhookSignature(secret, body);
      expect(validateWebhookSignature(body, sig, secret)).toBe(true);
      expect(verifyWebhookSignature(secret, body, sig)).toBe(true);
      expect(verifyWebhookSignature(secret, Buffer.from(body), sig)).toBe(true);
      const changed = body.replace('captured', 'failed');
      expect(validateWebhookSignature(changed, sig, secret)).toBe(false);
      expect(verifyWebhookSignature(secret, changed, sig)).toBe(false);
    }
  });

  it('refuses malformed signatures without throwing', () => {
    const good = paymentSignature('s', 'order_1', 'pay_1');
    for (const bad of [
      undefined,
      null,
      42,
      '',
      'zz',
      good.slice(2),
      `${good}00`,
      good.toUpperCase() + 'g',
    ]) {
      expect(signaturesMatch(good, bad)).toBe(false);
    }
    expect(signaturesMatch(good, good.toUpperCase())).toBe(true);
  });
});
