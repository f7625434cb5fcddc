import cluster from 'node:cluster';
import path from 'node:path';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Ports } from './ports';
import { createMailPort } from './mail';
import { createLocalFileStore, createS3FileStore, type FileStore } from './files';
import { createMemoryPubSub, createRedisPubSub } from './pubsub';
import { createClusterPubSub } from './cluster-pubsub';
import { createClamavScanner, noVirusScanner, type VirusScanner } from './virus-scanner';
import crypto from 'node:crypto';
import { dbSandboxRecord } from './sandbox-record';
import { createJanusMedia, noMedia, type MediaPort } from './media';
import {
  createRazorpayPayments,
  createSandboxPayments,
  createUnavailablePayments,
  type PaymentsPort,
} from './payments';

/** Razorpay with keys; the local sandbox outside production without them; otherwise none. */
export function createPaymentsPort(config: Config, db?: Db): PaymentsPort {
  if (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET) {
    return createRazorpayPayments({
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
    });
  }
  if (config.paymentsSandboxEnabled) {
    return createSandboxPayments({
      secret: config.PAYMENTS_SANDBOX_SECRET ?? crypto.randomBytes(32).toString('hex'),
      ...(db ? { record: dbSandboxRecord(db) } : {}),
    });
  }
  return createUnavailablePayments();
}

/** Janus when JANUS_URL names one or more servers; no group classes otherwise. */
export function createMediaPort(config: Config): MediaPort {
  return config.JANUS_URL.length
    ? createJanusMedia({
        urls: config.JANUS_URL,
        apiSecret: config.JANUS_API_SECRET,
        adminKey: config.JANUS_ADMIN_KEY,
      })
    : noMedia;
}

/** ClamAV's daemon when CLAMAV_SOCKET is set; no scanning otherwise. */
export function createVirusScanner(config: Config): VirusScanner {
  return config.CLAMAV_SOCKET
    ? createClamavScanner({ socket: config.CLAMAV_SOCKET })
    : noVirusScanner;
}

/** S3-compatible storage when configured, local disk under DATA_DIR/files otherwise. */
export function createFileStore(config: Config): FileStore {
  return config.S3_BUCKET
    ? createS3FileStore({
        bucket: config.S3_BUCKET,
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        accessKeyId: config.S3_ACCESS_KEY_ID!,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
      })
    : createLocalFileStore(path.join(config.DATA_DIR, 'files'));
}

/** Real adapters when configured, local defaults otherwise. */
export function createPorts(
  config: Config,
  db: Db,
  log?: (err: unknown, msg: string) => void,
): Ports {
  return {
    mail: createMailPort({ db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log }),
    files: createFileStore(config),
    // Redis across machines; between one machine's worker processes, the cluster's IPC channel.
    pubsub: config.REDIS_URL
      ? createRedisPubSub(config.REDIS_URL)
      : cluster.isWorker
        ? createClusterPubSub()
        : createMemoryPubSub(),
    payments: createPaymentsPort(config, db),
    virusScanner: createVirusScanner(config),
    media: createMediaPort(config),
  };
}
