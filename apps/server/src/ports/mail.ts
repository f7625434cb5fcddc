import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/mail';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Text content (a calendar file); kept in the outbox with the message. */
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface MailPort {
  readonly transport: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

/**
 * Local default: every message is recorded in mail_outbox (admins read it in /admin) and nothing
 * leaves the machine. With SMTP_URL set, messages go out through nodemailer and are recorded with
 * their outcome. A failed send never fails the user's action that caused it; it is logged.
 */
export function createMailPort(opts: {
  db: Db;
  smtpUrl?: string;
  from: string;
  log?: (err: unknown, msg: string) => void;
}): MailPort {
  if (!opts.smtpUrl) {
    return {
      transport: 'outbox',
      async send(message) {
        await opts.db
          .insert(mailOutbox)
          .values({ ...message, transport: 'outbox', status: 'recorded' });
      },
    };
  }
  // Loaded only when SMTP is configured (start-up time).
  const smtpUrl = opts.smtpUrl;
  const transporter = import('nodemailer').then((m) => m.default.createTransport(smtpUrl));
  return {
    transport: 'smtp',
    async send(message) {
      try {
        await (await transporter).sendMail({ from: opts.from, ...message });
        await opts.db.insert(mailOutbox).values({ ...message, transport: 'smtp', status: 'sent' });
      } catch (err) {
        opts.log?.(err, 'mail send failed');
        await opts.db.insert(mailOutbox).values({
          ...message,
          transport: 'smtp',
          status: 'failed',
          error: String((err as Error).message ?? err),
        });
      }
    },
  };
}
