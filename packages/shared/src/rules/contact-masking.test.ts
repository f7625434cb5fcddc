import { describe, expect, it } from 'vitest';
import { findContactDetails, maskContactDetails } from './contact-masking';
import { MASKED_CASES, ORDINARY_MESSAGES } from './contact-masking.cases';

describe('maskContactDetails before a paid booking', () => {
  it('has at least 30 ways to write a contact and 10 ordinary messages', () => {
    expect(MASKED_CASES.length).toBeGreaterThanOrEqual(30);
    expect(ORDINARY_MESSAGES.length).toBeGreaterThanOrEqual(10);
  });

  it.each(MASKED_CASES)('hides $kind in "$text"', ({ text, seen, kind }) => {
    const out = maskContactDetails(text, { paidBooking: false });
    expect(out.text).toBe(seen);
    expect(out.hidden).toContain(kind);
  });

  it.each(ORDINARY_MESSAGES)('leaves "%s" as it is', (text) => {
    expect(findContactDetails(text)).toEqual([]);
    expect(maskContactDetails(text, { paidBooking: false })).toEqual({ text, hidden: [] });
  });
});

describe('maskContactDetails after a paid booking', () => {
  it('lets contact details through', () => {
    const text = 'Call 9876543210 or mail riya@gmail.com';
    expect(maskContactDetails(text, { paidBooking: true })).toEqual({ text, hidden: [] });
  });

  it('still hides UPI ids and payment links', () => {
    expect(
      maskContactDetails('Call 9876543210, pay riya@okaxis or paypal.me/riya', {
        paidBooking: true,
      }),
    ).toEqual({
      text: 'Call 9876543210, pay [hidden] or [hidden]',
      hidden: ['upi', 'payment_link'],
    });
  });
});

describe('findContactDetails', () => {
  it('merges overlapping finds into one span of the stronger kind', () => {
    // The phone finder and the UPI finder both see this; UPI (a payment detail) wins.
    expect(findContactDetails('9876543210@paytm')).toEqual([{ kind: 'upi', start: 0, end: 16 }]);
  });

  it('gives spans in the original text when words were read as digits', () => {
    const text = 'ok nine eight seven six five four three two one zero bye';
    const [span] = findContactDetails(text);
    expect(text.slice(span!.start, span!.end)).toBe(
      'nine eight seven six five four three two one zero',
    );
  });

  it('ignores @handles unless a messaging app is named', () => {
    expect(findContactDetails('Thanks @riya_tutor for the class')).toEqual([]);
  });
});
