import { describe, expect, it } from 'vitest';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils';
import {
  createRazorpayPayments,
  createSandboxPayments,
  PaymentProviderError,
} from '../src/ports/payments';
import { createPaymentsPort } from '../src/ports/create-ports';
import { loadConfig } from '../src/config';

describe('payments port', () => {
  it('sandbox signs checkout results in Razorpay scheme and verifies them', async () => {
    const p = createSandboxPayments({ secret: 'local-secret' });
    const order = await p.createOrder({
      amountMinor: 150000,
      currency: 'INR',
      receipt: 'r1',
      notes: { bookingId: 'b1' },
    });
    expect(order.orderId).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(order.amountMinor).toBe(150000);
    const paymentId = p.sandbox!.newPaymentId();
    const signature = p.sandbox!.signPayment(order.orderId, paymentId);
    expect(
      validatePaymentVerification(
        { order_id: order.orderId, payment_id: paymentId },
        signature,
        'local-secret',
      ),
    ).toBe(true);
    expect(p.verifyPaymentSignature({ orderId: order.orderId, paymentId, signature })).toBe(true);
    expect(p.verifyPaymentSignature({ orderId: 'order_other', paymentId, signature })).toBe(false);
    const body = '{"event":"payment.captured"}';
    expect(p.verifyWebhookSignature(body, p.sandbox!.signWebhook(body))).toBe(true);
    expect(p.verifyWebhookSignature(body + ' ', p.sandbox!.signWebhook(body))).toBe(false);
  });

  it('Razorpay adapter turns SDK failures into PaymentProviderError', async () => {
    const p = createRazorpayPayments({
      keyId: 'rzp_test_x',
      keySecret: 'secret',
      client: {
        orders: {
          create: async () => {
            throw { statusCode: 401, error: { description: 'Authentication failed' } };
          },
          fetchPayments: async () => {
            throw { statusCode: 401, error: { description: 'Authentication failed' } };
          },
        },
        payments: { refund: async () => ({ id: 'rfnd_1', status: 'processed' }) },
      },
    });
    await expect(
      p.createOrder({ amountMinor: 100, currency: 'INR', receipt: 'r', notes: {} }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(p.fetchOrderPayments('order_X')).rejects.toBeInstanceOf(PaymentProviderError);
    expect(p.verifyWebhookSignature('{}', 'abc')).toBe(false); // no webhook secret configured
  });

  it('Razorpay adapter passes amount, receipt and notes to the SDK', async () => {
    const calls: unknown[] = [];
    const p = createRazorpayPayments({
      keyId: 'rzp_test_x',
      keySecret: 'secret',
      client: {
        orders: {
          create: async (params) => {
            calls.push(params);
            return { id: 'order_ABC', amount: params.amount, currency: params.currency };
          },
          fetchPayments: async (orderId) => ({
            items: [
              {
                id: 'pay_1',
                order_id: orderId,
                amount: 99900,
                currency: 'INR',
                status: 'captured',
              },
              { id: 'pay_2', order_id: orderId, amount: '100', status: 'failed' },
            ],
          }),
        },
        payments: { refund: async () => ({ id: 'rfnd_1', status: 'processed' }) },
      },
    });
    const o = await p.createOrder({
      amountMinor: 99900,
      currency: 'INR',
      receipt: 'bk_1',
      notes: { bookingId: 'b' },
    });
    expect(o).toEqual({
      orderId: 'order_ABC',
      amountMinor: 99900,
      currency: 'INR',
      keyId: 'rzp_test_x',
    });
    expect(calls).toEqual([
      { amount: 99900, currency: 'INR', receipt: 'bk_1', notes: { bookingId: 'b' } },
    ]);
    // The order's payments as the provider reports them (amounts in minor units, as numbers).
    expect(await p.fetchOrderPayments('order_ABC')).toEqual([
      {
        paymentId: 'pay_1',
        orderId: 'order_ABC',
        amountMinor: 99900,
        currency: 'INR',
        status: 'captured',
      },
      {
        paymentId: 'pay_2',
        orderId: 'order_ABC',
        amountMinor: 100,
        currency: null,
        status: 'failed',
      },
    ]);
  });

  it('chooses Razorpay with keys, the sandbox without, and nothing in production', () => {
    const base = { DATA_DIR: '/tmp/x', LOG_LEVEL: 'silent' };
    expect(createPaymentsPort(loadConfig({ ...base, NODE_ENV: 'test' })).kind).toBe('sandbox');
    expect(
      createPaymentsPort(
        loadConfig({ ...base, NODE_ENV: 'test', RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's' }),
      ).kind,
    ).toBe('razorpay');
    expect(createPaymentsPort(loadConfig({ ...base, NODE_ENV: 'production' })).kind).toBe(
      'unavailable',
    );
    expect(() => loadConfig({ ...base, RAZORPAY_KEY_ID: 'k' })).toThrow(/set together/);
  });
});
