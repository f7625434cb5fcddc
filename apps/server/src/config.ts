import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_CALL_TIMINGS } from '@tm/shared/call/constants';

const bool = (def: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? def : ['true', '1', 'yes'].includes(v)));

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'must be development, production or test',
    })
    .default('development'),
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(0)
    .max(65535, { error: 'must be a port number (0-65535)' })
    .default(3000),
  /** Default: loopback outside production (developer sign-in must not face a network). */
  HOST: optionalString,
  /**
   * Which proxies to trust for X-Forwarded-* (client IP for rate limits, host and protocol):
   * false (default), true, a hop count, or comma-separated addresses/CIDRs of the proxies.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): boolean | number | string[] =>
      v === 'true'
        ? true
        : v === 'false'
          ? false
          : /^\d+$/.test(v)
            ? Number(v)
            : v.split(',').map((x) => x.trim()),
    ),
  PUBLIC_URL: optionalString.pipe(
    z.url({ error: 'must be a URL like https://tutors.example.in' }).optional(),
  ),
  /**
   * Origins (scheme://host[:port]) of browser clients hosted elsewhere that may call the API,
   * comma-separated. Unset: same origin only.
   */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().regex(/^https?:\/\/[^/\s?#]+$/i, {
          error: 'must be origins like https://app.example.in, comma-separated',
        }),
      ),
    ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, {
        error: 'must start with postgres:// (leave unset for the embedded database)',
      })
      .optional(),
  ),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * Read replicas (comma-separated PostgreSQL URLs): latency-tolerant public reads go to a caught-up
   * replica (docs/decisions/read-replica.md). Needs DATABASE_URL.
   */
  DATABASE_REPLICA_URL: optionalString.pipe(
    z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((u) => u.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z.string().regex(/^postgres(ql)?:\/\//, {
            error: 'each URL must start with postgres://',
          }),
        ),
      )
      .optional(),
  ),
  /** A replica whose replay is further behind than this is skipped (the primary serves). */
  DATABASE_REPLICA_MAX_LAG_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
  /**
   * A direct connection to the primary for migrations (session advisory lock), when DATABASE_URL
   * goes through a transaction pooler such as PgBouncer. Setting it also turns off named prepared
   * statements on DATABASE_URL.
   */
  DATABASE_DIRECT_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres://' })
      .optional(),
  ),
  /** Default: on in development and test, off in production. */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? undefined : ['true', '1', 'yes'].includes(v))),
  TOKEN_TTL_HOURS: z.coerce
    .number({ error: 'must be a number of hours' })
    .int()
    .min(1)
    .max(24 * 365)
    .default(24 * 30),
  /** A session unused for this long ends, whatever its absolute lifetime (TOKEN_TTL_HOURS). */
  SESSION_IDLE_HOURS: z.coerce
    .number({ error: 'must be a number of hours' })
    .int()
    .min(1)
    .max(24 * 365)
    .default(24 * 7),
  /**
   * How long a token lookup is reused in-process; 0 turns the cache off. Logout, role
   * changes and a user's own writes forget it at once on every node (session-cache.ts).
   */
  SESSION_CACHE_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int()
    .min(0)
    .max(300)
    .default(10),
  /**
   * Worker processes behind the one port (Node's cluster module). Default: 1 on the
   * embedded database (one process owns its data folder), the number of CPU cores on PostgreSQL.
   */
  WEB_CONCURRENCY: z.coerce
    .number({ error: 'must be a number of processes' })
    .int()
    .min(1, { error: 'must be at least 1' })
    .max(64)
    .optional(),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z
    .url({ error: 'must be a URL' })
    .default('https://www.googleapis.com/oauth2/v3/certs'),
  /**
   * Comma-separated emails that are admins; an entry starting with @ admits a whole domain you
   * control (e.g. @tutorsplace.in). Default: the demo admin outside production, nobody in production.
   */
  ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((v) =>
      v === undefined
        ? undefined
        : v
            .split(',')
            .map((e) => e.trim().toLowerCase())
            .filter(Boolean),
    ),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' })
      .optional(),
  ),
  MAIL_FROM: z.string().default('TutorsPlace <no-reply@tutorsplace.in>'),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default('ap-south-1'),
  S3_ENDPOINT: optionalString.pipe(z.url({ error: 'must be a URL' }).optional()),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: bool(false),
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, { error: 'must start with redis://' })
      .optional(),
  ),
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  /** Secret the local payment sandbox signs with (random per process when unset). */
  PAYMENTS_SANDBOX_SECRET: optionalString,
  WEB_DIST_DIR: optionalString,
  /** Whole request (headers and body) must arrive within this; a slowly sent body is cut off. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** A connection with no bytes either way for this long is closed. */
  CONNECTION_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** /api/docs (OpenAPI UI and JSON). Default: on outside production, off in production. */
  API_DOCS: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? undefined : ['true', '1', 'yes'].includes(v))),
  /** Bearer token Prometheus sends to GET /metrics; unset: /metrics is off (404). */
  METRICS_TOKEN: optionalString.pipe(
    z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  ),
  /**
   * ClamAV's daemon, which scans every upload when set: its Unix socket (Debian's clamav-daemon:
   * /run/clamav/clamd.ctl) or tcp://host:port. Unset: no virus scan (see README).
   */
  CLAMAV_SOCKET: optionalString.pipe(
    z
      .string()
      .regex(/^(\/\S+|tcp:\/\/[^\s/:]+:\d{1,5})$/, {
        error: "must be the path of clamd's socket (/run/clamav/clamd.ctl) or tcp://host:port",
      })
      .optional(),
  ),
  SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** Sign-ins a minute from one client address (brute-force brake; the e2e run raises it). */
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
  /** How long shutdown may take before the process gives up and exits with status 1. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .positive({ error: 'must be more than 0 seconds' })
    .max(600, { error: 'must be at most 600 seconds' })
    .default(10),
  /** Live classes: comma-separated stun: URLs handed to the browsers. */
  STUN_URLS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^stuns?:/, { error: 'must be stun: URLs' }))),
  /** Comma-separated turn:/turns: URLs of a TURN server (coturn with use-auth-secret). */
  TURN_URLS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^turns?:/, { error: 'must be turn: or turns: URLs' }))),
  /** The shared secret of coturn's static-auth-secret. */
  TURN_SECRET: optionalString,
  TURN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  CALL_ANSWER_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .min(2)
    .max(600)
    .default(DEFAULT_CALL_TIMINGS.answerTimeInterval),
  CALL_DIALING_INTERVAL_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(60)
    .default(DEFAULT_CALL_TIMINGS.dialingTimeInterval),
  CALL_DISCONNECT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /**
   * Group classes: the Janus media server's WebSocket API (ws://host:8188), or several
   * comma-separated (each batch's room lives on one, chosen when the room is made). Unset: group
   * classes are not enabled (batches can still be listed and paid).
   */
  JANUS_URL: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^wss?:\/\//, { error: 'must be ws:// or wss:// URLs' }))),
  /** Janus's api_secret (janus.jcfg `general.api_secret`), sent with every request when set. */
  JANUS_API_SECRET: optionalString,
  /** Janus's admin_key (videoroom `admin_key`): needed to create rooms when Janus requires it. */
  JANUS_ADMIN_KEY: optionalString,
});

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

/** Reads configuration from the environment only, and says clearly which value is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  ${i.path.join('.')}=${JSON.stringify(env[String(i.path[0])] ?? '')}: ${i.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.S3_BUCKET && (!c.S3_ACCESS_KEY_ID || !c.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_BUCKET is set, so S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set too.',
    );
  }
  if (Boolean(c.RAZORPAY_KEY_ID) !== Boolean(c.RAZORPAY_KEY_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together.',
    );
  }
  if (c.TURN_URLS.length > 0 && !c.TURN_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  TURN_URLS is set, so TURN_SECRET (coturn static-auth-secret) must be set too.',
    );
  }
  if (!c.DATABASE_URL && (c.WEB_CONCURRENCY ?? 1) > 1) {
    throw new ConfigError(
      'Invalid configuration:\n  WEB_CONCURRENCY: more than one process needs DATABASE_URL (the embedded database is opened by one process only).',
    );
  }
  if (!c.DATABASE_URL && (c.DATABASE_REPLICA_URL || c.DATABASE_DIRECT_URL)) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_REPLICA_URL and DATABASE_DIRECT_URL need DATABASE_URL (the primary).',
    );
  }
  if (c.NODE_ENV === 'production' && !c.DATABASE_URL) {
    // Allowed (a single node can run on the embedded database), but say so loudly in the logs.
  }
  return {
    ...c,
    DATA_DIR: path.resolve(c.DATA_DIR),
    HOST: c.HOST ?? (c.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    SEED_DEMO: c.SEED_DEMO ?? c.NODE_ENV !== 'production',
    WEB_CONCURRENCY: c.WEB_CONCURRENCY ?? (c.DATABASE_URL ? os.availableParallelism() : 1),
    ADMIN_EMAILS: c.ADMIN_EMAILS ?? (c.NODE_ENV === 'production' ? [] : ['admin@tutorsplace.in']),
    apiDocsEnabled: c.API_DOCS ?? c.NODE_ENV !== 'production',
    /** Dev sign-in: only without Google configured and never in production. */
    devSignInEnabled: !c.GOOGLE_CLIENT_ID && c.NODE_ENV !== 'production',
    /** Local payment sandbox: only without Razorpay keys and never in production. */
    paymentsSandboxEnabled:
      !c.RAZORPAY_KEY_ID && !c.RAZORPAY_KEY_SECRET && c.NODE_ENV !== 'production',
  };
}
