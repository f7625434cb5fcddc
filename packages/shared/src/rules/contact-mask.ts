// Contact details in free text a stranger wrote (a need's details, an offer's message) are masked
// until the two people have a booking, so the platform's introductions are not bypassed and nobody
// is contacted before they agree. This is the one rule; a messages feature should reuse it rather
// than keep a second one.

export const CONTACT_MASK = '[contact hidden]';

// An email address.
const EMAIL =
  /[A-Za-z0-9._%+-]+\s*(?:@|\(at\)|\[at\])\s*[A-Za-z0-9.-]+\s*(?:\.|\(dot\)|\[dot\])\s*[A-Za-z]{2,}/gi;
// A phone number: 8 or more digits, allowing spaces, dots, dashes, brackets and a leading +.
const PHONE = /\+?\d(?:[\s().-]*\d){7,}/g;
// A link or a bare domain someone could be reached at.
const LINK = /\b(?:https?:\/\/|www\.)\S+|\b(?:wa\.me|t\.me|instagram\.com|facebook\.com)\/\S*/gi;

/** The text with email addresses, phone numbers and links replaced by CONTACT_MASK. */
export function maskContacts(text: string): string {
  return text.replace(EMAIL, CONTACT_MASK).replace(LINK, CONTACT_MASK).replace(PHONE, CONTACT_MASK);
}
