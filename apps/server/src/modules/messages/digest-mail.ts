// The unread-message mail: plain text (message text is never HTML), the messages as the receiver
// may see them (contact details hidden), their times on the receiver's clock, in en-IN (the only
// language the product has so far), and a link straight to the conversation.
import type { MailMessage } from '../../ports/mail';

export interface DigestLine {
  body: string;
  createdAt: Date;
  hasAttachment: boolean;
}

const trimUrl = (appUrl: string) => appUrl.replace(/\/$/, '');
const plural = new Intl.PluralRules('en-IN');

export function digestMail(opts: {
  to: { name: string; email: string; timezone: string; role: 'student' | 'tutor' };
  senderName: string;
  count: number;
  lines: DigestLine[];
  conversationId: string;
  appUrl: string;
}): MailMessage {
  const when = new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: opts.to.timezone,
  });
  const app = trimUrl(opts.appUrl);
  const many = plural.select(opts.count) !== 'one';
  const subject = many
    ? `${opts.count} new messages from ${opts.senderName}`
    : `New message from ${opts.senderName}`;
  const lines = opts.lines.map((l) => {
    const text = [l.body, l.hasAttachment ? '(attachment)' : ''].filter(Boolean).join(' ');
    return `[${when.format(l.createdAt)}] ${text}`;
  });
  const account = opts.to.role === 'tutor' ? 'tutor-account' : 'student-account';
  const text = [
    `Hello ${opts.to.name},`,
    '',
    many
      ? `${opts.senderName} sent you ${opts.count} messages on TutorsPlace that you have not read yet:`
      : `${opts.senderName} sent you a message on TutorsPlace that you have not read yet:`,
    '',
    ...lines,
    '',
    `Read and reply: ${app}/messages/${opts.conversationId}`,
    '',
    `Times are in your time zone (${opts.to.timezone}). You can turn these mails off in your account: ${app}/${account}`,
  ].join('\n');
  return { to: opts.to.email, subject, text };
}
