import crypto from 'node:crypto';
import {
  paymentSignature,
  verifyPaymentSignature,
  verifyWebhookSignature,
  webhookSignature,
} from '../lib/razorpay-signature';

export interface CreateOrderInput {
  /** Integer minor units (paise for INR, cents for USD). */
  amountMinor: number;
  currency: string;
  /** Our unique receipt for the order (max 40 characters at Razorpay). */
  receipt: string;
  notes: Record<string, string>;
}

export interface ProviderOrder {
  orderId: string;
  amountMinor: number;
  currency: string;
  /** Public key id the browser passes to the checkout (Razorpay only). */
  keyId?: string;
}

export interface RefundInput {
  paymentId: string;
  /** Omit for a full refund. */
  amountMinor?: number;
  notes?: Record<string, string>;
  /**
   * the same key always means the same refund. A retry after a lost answer finds the
   * refund already made (Razorpay: looked up by the key kept in its notes) instead of a second one.
   */
  idempotencyKey?: string;
}

/** A payment as the provider reports it for an order. */
export interface ProviderPayment {
  paymentId: string;
  orderId: string;
  /** Minor units; null when the provider's answer carried none. */
  amountMinor: number | null;
  currency: string | null;
  /** `captured` means the money is in; anything else (authorized, failed, refunded) does not. */
  status: string;
}

export interface ProviderRefund {
  refundId: string;
  status: string;
}

/** The provider could not be reached or refused the call; nothing was created there. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** Helpers only the sandbox has: it plays the provider's part for the local checkout page. */
export interface SandboxTools {
  newPaymentId(): string;
  /** Signs a checkout result exactly as Razorpay does (`order_id|payment_id`, key secret). */
  signPayment(orderId: string, paymentId: string): string;
  /** Signs a webhook body exactly as Razorpay does (raw body, webhook secret). */
  signWebhook(rawBody: string | Buffer): string;
  /**
   * Takes a payment on an order as the provider's checkout would: kept in the sandbox's own record
   * (what fetchOrderPayments answers) and signed. The amount is the caller's, as a real checkout
   * charges what its order says; a test may pass another to play a tampered payment.
   */
  pay(input: {
    orderId: string;
    amountMinor: number;
    currency: string;
    status?: 'captured' | 'failed';
  }): Promise<{ paymentId: string; signature: string }>;
}

/** Where the sandbox keeps the payments its checkout took. */
export interface SandboxPaymentRecord {
  add(payment: ProviderPayment): Promise<void>;
  forOrder(orderId: string): Promise<ProviderPayment[]>;
}

/** In memory: for a single process without a database (unit tests). */
export function memorySandboxRecord(): SandboxPaymentRecord {
  const rows: ProviderPayment[] = [];
  return {
    async add(payment) {
      rows.push(payment);
    },
    async forOrder(orderId) {
      return rows.filter((r) => r.orderId === orderId);
    },
  };
}

/**
 * Payments: orders, the checkout signature, webhooks and refunds. Both adapters verify with the
 * same code (lib/razorpay-signature.ts); the sandbox signs locally with its own secret.
 */
export interface PaymentsPort {
  readonly kind: 'razorpay' | 'sandbox' | 'unavailable';
  /** Public key id the browser's checkout needs (Razorpay only). */
  readonly keyId?: string;
  createOrder(input: CreateOrderInput): Promise<ProviderOrder>;
  verifyPaymentSignature(input: {
    orderId: string;
    paymentId: string;
    signature: unknown;
  }): boolean;
  verifyWebhookSignature(rawBody: string | Buffer, signature: unknown): boolean;
  /**
   * The payments the provider holds for one of its orders (Razorpay: the order's payments; the
   * sandbox: its own record). Throws PaymentProviderError when the provider cannot answer.
   */
  fetchOrderPayments(orderId: string): Promise<ProviderPayment[]>;
  refund(input: RefundInput): Promise<ProviderRefund>;
  /** Present only on the sandbox adapter. */
  readonly sandbox?: SandboxTools;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Ids shaped like Razorpay's (`order_` + 14 characters). */
export function providerStyleId(prefix: 'order' | 'pay' | 'rfnd' | 'evt'): string {
  const bytes = crypto.randomBytes(14);
  let s = '';
  for (const b of bytes) s += ID_ALPHABET[b % ID_ALPHABET.length];
  return `${prefix}_${s}`;
}

/**
 * Local default (development and tests, never production): orders are made up locally and the
 * checkout is our own page; its result is signed with a local secret in Razorpay's scheme.
 */
export function createSandboxPayments(opts: {
  secret: string;
  webhookSecret?: string;
  record?: SandboxPaymentRecord;
}): PaymentsPort {
  const webhookSecret = opts.webhookSecret ?? opts.secret;
  const record = opts.record ?? memorySandboxRecord();
  const sandboxRefunds = new Map<string, ProviderRefund>();
  return {
    kind: 'sandbox',
    async createOrder(input) {
      return {
        orderId: providerStyleId('order'),
        amountMinor: input.amountMinor,
        currency: input.currency,
      };
    },
    verifyPaymentSignature(input) {
      return verifyPaymentSignature(opts.secret, input);
    },
    verifyWebhookSignature(rawBody, signature) {
      return verifyWebhookSignature(webhookSecret, rawBody, signature);
    },
    async fetchOrderPayments(orderId) {
      return record.forOrder(orderId);
    },
    async refund(input) {
      // Like the provider: one refund per idempotency key, however often it is asked for.
      const key = input.idempotencyKey;
      const known = key ? sandboxRefunds.get(key) : undefined;
      if (known) return known;
      const made = { refundId: providerStyleId('rfnd'), status: 'processed' };
      if (key) sandboxRefunds.set(key, made);
      return made;
    },
    sandbox: {
      newPaymentId: () => providerStyleId('pay'),
      signPayment: (orderId, paymentId) => paymentSignature(opts.secret, orderId, paymentId),
      signWebhook: (rawBody) => webhookSignature(webhookSecret, rawBody),
      async pay(input) {
        const paymentId = providerStyleId('pay');
        await record.add({
          paymentId,
          orderId: input.orderId,
          amountMinor: input.amountMinor,
          currency: input.currency,
          status: input.status ?? 'captured',
        });
        return { paymentId, signature: paymentSignature(opts.secret, input.orderId, paymentId) };
      },
    },
  };
}

/** Production without Razorpay keys: payments cannot start, and no sandbox is offered. */
export function createUnavailablePayments(): PaymentsPort {
  const fail = async (): Promise<never> => {
    throw new PaymentProviderError('payment provider not configured');
  };
  return {
    kind: 'unavailable',
    createOrder: fail,
    verifyPaymentSignature: () => false,
    verifyWebhookSignature: () => false,
    fetchOrderPayments: fail,
    refund: fail,
  };
}

interface RazorpayLike {
  orders: {
    create(params: {
      amount: number;
      currency: string;
      receipt: string;
      notes: Record<string, string>;
    }): Promise<{ id: string; amount: number | string; currency: string }>;
    fetchPayments(orderId: string): Promise<{
      items: {
        id: string;
        order_id?: string | null;
        amount?: number | string;
        currency?: string;
        status?: string;
      }[];
    }>;
  };
  payments: {
    refund(
      paymentId: string,
      params: { amount?: number; notes?: Record<string, string> },
    ): Promise<{ id: string; status: string }>;
    fetchMultipleRefund?(
      paymentId: string,
      params?: { count?: number },
    ): Promise<{ items: { id: string; status: string; notes?: Record<string, string> | [] }[] }>;
  };
}

function describeSdkError(err: unknown): string {
  const e = err as { statusCode?: number; error?: { description?: string }; message?: string };
  if (e?.error?.description) return `${e.statusCode ?? ''} ${e.error.description}`.trim();
  return e?.message ?? String(err);
}

async function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      p,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Razorpay through its official SDK. Any SDK failure becomes a PaymentProviderError. */
export function createRazorpayPayments(opts: {
  keyId: string;
  keySecret: string;
  webhookSecret?: string;
  timeoutMs?: number;
  /** For tests: a stand-in with the SDK's shape. */
  client?: RazorpayLike;
}): PaymentsPort {
  // The SDK is loaded on first use (it costs ~0.2 s of every start otherwise).
  let sdk: Promise<RazorpayLike> | undefined;
  const razorpay = () =>
    (sdk ??= opts.client
      ? Promise.resolve(opts.client)
      : import('razorpay').then(
          ({ default: Razorpay }) =>
            new Razorpay({
              key_id: opts.keyId,
              key_secret: opts.keySecret,
            }) as unknown as RazorpayLike,
        ));
  const timeoutMs = opts.timeoutMs ?? 15_000;
  return {
    kind: 'razorpay',
    keyId: opts.keyId,
    async createOrder(input) {
      try {
        const order = await withTimeout(
          (await razorpay()).orders.create({
            amount: input.amountMinor,
            currency: input.currency,
            receipt: input.receipt,
            notes: input.notes,
          }),
          timeoutMs,
          'Razorpay order',
        );
        return {
          orderId: order.id,
          amountMinor: Number(order.amount),
          currency: order.currency,
          keyId: opts.keyId,
        };
      } catch (err) {
        throw new PaymentProviderError(
          `payment provider unreachable or refused the order: ${describeSdkError(err)}`,
          err,
        );
      }
    },
    verifyPaymentSignature(input) {
      return verifyPaymentSignature(opts.keySecret, input);
    },
    verifyWebhookSignature(rawBody, signature) {
      if (!opts.webhookSecret) return false;
      return verifyWebhookSignature(opts.webhookSecret, rawBody, signature);
    },
    async fetchOrderPayments(orderId) {
      try {
        const list = await withTimeout(
          (await razorpay()).orders.fetchPayments(orderId),
          timeoutMs,
          'Razorpay order payments',
        );
        return list.items.map((p) => ({
          paymentId: p.id,
          orderId: p.order_id ?? orderId,
          amountMinor: p.amount === undefined ? null : Number(p.amount),
          currency: p.currency ?? null,
          status: p.status ?? 'unknown',
        }));
      } catch (err) {
        throw new PaymentProviderError(
          `payment provider unreachable or refused the payments lookup: ${describeSdkError(err)}`,
          err,
        );
      }
    },
    async refund(input) {
      const key = input.idempotencyKey;
      const notes = { ...(input.notes ?? {}), ...(key ? { idempotency_key: key } : {}) };
      try {
        // A retry (after a timeout or a crash before we recorded the answer) finds the refund it
        // already made by the key kept in the refund's notes, so it is never made twice.
        const client = await razorpay();
        if (key && client.payments.fetchMultipleRefund) {
          const list = await withTimeout(
            client.payments.fetchMultipleRefund(input.paymentId, { count: 100 }),
            timeoutMs,
            'Razorpay refund lookup',
          );
          const found = list.items.find(
            (r) => !Array.isArray(r.notes) && r.notes?.idempotency_key === key,
          );
          if (found) return { refundId: found.id, status: found.status };
        }
        const r = await withTimeout(
          client.payments.refund(input.paymentId, {
            ...(input.amountMinor !== undefined ? { amount: input.amountMinor } : {}),
            ...(Object.keys(notes).length ? { notes } : {}),
          }),
          timeoutMs,
          'Razorpay refund',
        );
        return { refundId: r.id, status: r.status };
      } catch (err) {
        throw new PaymentProviderError(
          `payment provider unreachable or refused the refund: ${describeSdkError(err)}`,
          err,
        );
      }
    },
  };
}
