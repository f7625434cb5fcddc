// What a message may carry before the two people have a paid booking (core-marketplace §6, the
// tutor undertaking: sessions and payments go through the platform only). Phone numbers, email
// addresses, UPI ids, messaging and payment links are found here and hidden from the receiver;
// the record of what is masked and why is docs/decisions/messages.md.
//
// Numbers come from libphonenumber-js (its own finder, then its validity check on digit runs that
// people space or punctuate to slip past finders); links and email addresses from linkifyjs. What
// the libraries cannot see is undone first: number words ("nine eight seven…"), "at"/"dot"
// spelled out, Devanagari digits. Every rewrite keeps a map back to the original text, so the
// spans that are hidden are the ones the sender wrote.
import { findPhoneNumbersInText, isValidPhoneNumber } from 'libphonenumber-js/max';
import { find as findLinks } from 'linkifyjs';

export type ContactKind = 'phone' | 'email' | 'handle' | 'messaging_link' | 'upi' | 'payment_link';

/** Contact details: hidden until a paid booking exists. Payment details: always hidden. */
export const CONTACT_KINDS: readonly ContactKind[] = ['phone', 'email', 'handle', 'messaging_link'];
export const PAYMENT_KINDS: readonly ContactKind[] = ['upi', 'payment_link'];

export interface ContactSpan {
  kind: ContactKind;
  start: number;
  end: number;
}

/** What the receiver sees in place of a hidden detail. */
export const MASK = '[hidden]';

/** Hosts of messaging and meeting services: a link there moves the conversation or the class off the platform. */
const MESSAGING_HOSTS = [
  'wa.me',
  'whatsapp.com',
  'whatsapp.net',
  't.me',
  'telegram.me',
  'telegram.org',
  'telegram.dog',
  'signal.me',
  'signal.group',
  'm.me',
  'messenger.com',
  'instagram.com',
  'ig.me',
  'facebook.com',
  'fb.com',
  'fb.me',
  'skype.com',
  'discord.gg',
  'discord.com',
  'snapchat.com',
  'line.me',
  'viber.com',
  'wechat.com',
  'zoom.us',
  'meet.google.com',
  'teams.microsoft.com',
  'teams.live.com',
  'meet.jit.si',
  'linktr.ee',
];

/** Hosts of payment pages and wallets. */
const PAYMENT_HOSTS = [
  'paytm.me',
  'paytm.com',
  'razorpay.me',
  'rzp.io',
  'pages.razorpay.com',
  'paypal.me',
  'paypal.com',
  'instamojo.com',
  'imjo.in',
  'phonepe.com',
  'pay.google.com',
  'gpay.app.goo.gl',
  'upi.link',
  'cashfree.com',
  'payu.in',
  'buy.stripe.com',
  'buymeacoffee.com',
  'ko-fi.com',
  'gumroad.com',
];

/** Handles of UPI apps and banks (the part after the @ of a UPI id). */
const UPI_HANDLES = [
  'upi',
  'ybl',
  'ibl',
  'axl',
  'apl',
  'yapl',
  'paytm',
  'ptyes',
  'ptaxis',
  'pthdfc',
  'ptsbi',
  'okaxis',
  'oksbi',
  'okicici',
  'okhdfcbank',
  'axisbank',
  'icici',
  'sbi',
  'hdfcbank',
  'kotak',
  'kmbl',
  'indus',
  'fbl',
  'jio',
  'airtel',
  'freecharge',
  'ikwik',
  'waaxis',
  'wahdfcbank',
  'wasbi',
  'waicici',
  'abfspay',
  'axisb',
  'idfcbank',
  'yesbank',
  'postbank',
];

/** Link schemes that open a call, a chat, a mail or a payment. */
const SCHEME_RE = /\b(upi|tel|sms|mailto|whatsapp|tg|skype|intent):\/{0,2}[^\s]+/gi;

/** Words that say a bare @handle belongs to a messaging app. */
const APP_WORDS_RE =
  /\b(whats\s?app|wa|insta(gram)?|ig|telegram|tg|snap(chat)?|facebook|fb|signal|skype|discord|wechat|imo|twitter|x\.com|dm)\b/i;

const DIGIT_WORDS: Record<string, string> = {
  zero: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};

/**
 * A text being rewritten, with the offsets of every character in the original: a span found in
 * the rewritten text is mapped back to the characters the sender typed.
 */
class Rewritten {
  text: string;
  private starts: number[];
  private ends: number[];

  constructor(original: string) {
    this.text = original;
    // Offsets in UTF-16 units, as String#slice and RegExp#exec count them.
    this.starts = [...Array(original.length).keys()];
    this.ends = this.starts.map((i) => i + 1);
  }

  replace(re: RegExp, by: (match: RegExpExecArray) => string | null): this {
    const pieces: Array<{ at: number; end: number; text: string }> = [];
    re.lastIndex = 0;
    for (let m = re.exec(this.text); m; m = re.exec(this.text)) {
      if (m[0].length === 0) {
        re.lastIndex++;
        continue;
      }
      const text = by(m);
      if (text !== null) pieces.push({ at: m.index, end: m.index + m[0].length, text });
    }
    for (const p of pieces.reverse()) {
      const from = this.starts[p.at]!;
      const to = this.ends[p.end - 1]!;
      this.text = this.text.slice(0, p.at) + p.text + this.text.slice(p.end);
      this.starts.splice(p.at, p.end - p.at, ...Array<number>(p.text.length).fill(from));
      this.ends.splice(p.at, p.end - p.at, ...Array<number>(p.text.length).fill(to));
    }
    return this;
  }

  /** The original span of [start, end) of the rewritten text. */
  original(start: number, end: number): { start: number; end: number } {
    return { start: this.starts[start]!, end: this.ends[end - 1]! };
  }
}

/** Number words and Devanagari digits as digits ("double nine" is "99"). */
function digitsView(text: string): Rewritten {
  return new Rewritten(text)
    .replace(/[०-९]/g, (m) => String(m[0].charCodeAt(0) - 0x0966))
    .replace(
      /\b(?:(double|triple)\s+)?(zero|one|two|three|four|five|six|seven|eight|nine)\b/gi,
      (m) => DIGIT_WORDS[m[2]!.toLowerCase()]!.repeat(m[1] ? (/^d/i.test(m[1]) ? 2 : 3) : 1),
    );
}

/** "at" and "dot" spelled out, or spaced around, as @ and . ("riya [at] gmail [dot] com"). */
function addressView(text: string): Rewritten {
  const upi = UPI_HANDLES.join('|');
  return new Rewritten(text)
    .replace(/\s*[[({<]\s*at\s*[\])}>]\s*/gi, () => '@')
    .replace(/\s*[[({<]\s*dot\s*[\])}>]\s*/gi, () => '.')
    .replace(/\s+at\s+the\s+rate(\s+of)?\s+/gi, () => '@')
    .replace(/(?<=[a-z0-9])\s+dot\s+(?=[a-z0-9])/gi, () => '.')
    .replace(/(?<=[a-z0-9])\s*@\s*(?=[a-z0-9])/gi, () => '@')
    .replace(/(?<=[a-z0-9]@[a-z0-9-]+)\s+\.\s*(?=[a-z]{2,})/gi, () => '.')
    .replace(
      // A bare " at " only before a domain that is not a link's ("at razorpay.me/…") or a UPI handle.
      new RegExp(
        `(?<=[a-z0-9])\\s+at\\s+(?=(?:[a-z0-9-]+\\.)+[a-z]{2,}\\b(?![/.])|(?:${upi})\\b)`,
        'gi',
      ),
      () => '@',
    );
}

function hostOf(url: string): string {
  const noScheme = url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  return (noScheme.split(/[/?#:]/)[0] ?? '').toLowerCase().replace(/^www\./, '');
}

function onHost(host: string, list: readonly string[]): boolean {
  return list.some((h) => host === h || host.endsWith(`.${h}`));
}

/** A run of digits that people space or punctuate ("9.8.7.6…", "98765_43210"). */
const DIGIT_RUN_RE = /\+?\d(?:[\s.\-_/\\|()*~•]{0,3}\d)+/g;

function isPhoneDigits(run: string): boolean {
  const digits = run.replace(/\D/g, '');
  if (digits.length < 8 || digits.length > 15) return false;
  if (run.trim().startsWith('+')) return isValidPhoneNumber(`+${digits}`);
  return (
    isValidPhoneNumber(digits, 'IN') || (digits.length > 10 && isValidPhoneNumber(`+${digits}`))
  );
}

function phoneSpans(text: string): ContactSpan[] {
  const view = digitsView(text);
  const spans: ContactSpan[] = [];
  for (const found of findPhoneNumbersInText(view.text, 'IN'))
    spans.push({ kind: 'phone', ...view.original(found.startsAt, found.endsAt) });
  DIGIT_RUN_RE.lastIndex = 0;
  for (let m = DIGIT_RUN_RE.exec(view.text); m; m = DIGIT_RUN_RE.exec(view.text)) {
    if (isPhoneDigits(m[0]))
      spans.push({ kind: 'phone', ...view.original(m.index, m.index + m[0].length) });
  }
  return spans;
}

function addressSpans(text: string): ContactSpan[] {
  const view = addressView(text);
  const spans: ContactSpan[] = [];
  for (const link of findLinks(view.text)) {
    const at = view.original(link.start, link.end);
    if (link.type === 'email') {
      spans.push({ kind: 'email', ...at });
    } else if (link.type === 'url') {
      const host = hostOf(link.value);
      if (onHost(host, PAYMENT_HOSTS)) spans.push({ kind: 'payment_link', ...at });
      else if (onHost(host, MESSAGING_HOSTS)) spans.push({ kind: 'messaging_link', ...at });
    }
  }
  // UPI ids: name@handle with no dot after the handle (an email has a domain).
  const upiRe = /(?<![\w.@-])[a-z0-9][\w.-]*@[a-z][a-z0-9]+(?![\w@-]|\.[a-z])/gi;
  for (let m = upiRe.exec(view.text); m; m = upiRe.exec(view.text))
    spans.push({ kind: 'upi', ...view.original(m.index, m.index + m[0].length) });
  return spans;
}

function schemeSpans(text: string): ContactSpan[] {
  const spans: ContactSpan[] = [];
  SCHEME_RE.lastIndex = 0;
  for (let m = SCHEME_RE.exec(text); m; m = SCHEME_RE.exec(text)) {
    const kind: ContactKind = m[1]!.toLowerCase() === 'upi' ? 'upi' : 'messaging_link';
    spans.push({ kind, start: m.index, end: m.index + m[0].length });
  }
  return spans;
}

function handleSpans(text: string): ContactSpan[] {
  if (!APP_WORDS_RE.test(text)) return [];
  const spans: ContactSpan[] = [];
  const re = /(?<![\w@])@[a-z_][\w.]{2,}/gi;
  for (let m = re.exec(text); m; m = re.exec(text))
    spans.push({ kind: 'handle', start: m.index, end: m.index + m[0].length });
  return spans;
}

/** Payment kinds win over contact kinds when spans overlap (they are hidden in every case). */
const RANK: Record<ContactKind, number> = {
  upi: 0,
  payment_link: 1,
  messaging_link: 2,
  email: 3,
  phone: 4,
  handle: 5,
};

/** Every contact or payment detail in `text`, merged where they overlap, in order. */
export function findContactDetails(text: string): ContactSpan[] {
  const all = [
    ...phoneSpans(text),
    ...addressSpans(text),
    ...schemeSpans(text),
    ...handleSpans(text),
  ].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: ContactSpan[] = [];
  for (const s of all) {
    const last = merged[merged.length - 1];
    if (last && s.start < last.end) {
      last.end = Math.max(last.end, s.end);
      if (RANK[s.kind] < RANK[last.kind]) last.kind = s.kind;
    } else merged.push({ ...s });
  }
  return merged;
}

export interface MaskResult {
  /** What the receiver sees. */
  text: string;
  /** The kinds that were hidden (empty: nothing was). */
  hidden: ContactKind[];
}

/**
 * The receiver's copy of a message. Before a paid booking every contact and payment detail is
 * hidden; once the two have a paid booking, contact details may pass and payment details are
 * still hidden (payments go through the platform only, whatever the bookings).
 */
export function maskContactDetails(text: string, opts: { paidBooking: boolean }): MaskResult {
  const spans = findContactDetails(text).filter(
    (s) => !opts.paidBooking || PAYMENT_KINDS.includes(s.kind),
  );
  let out = '';
  let at = 0;
  for (const s of spans) {
    out += text.slice(at, s.start) + MASK;
    at = s.end;
  }
  out += text.slice(at);
  return { text: out, hidden: [...new Set(spans.map((s) => s.kind))] };
}
