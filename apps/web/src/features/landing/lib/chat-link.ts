// core-marketplace §1: "A chat-message shortcut on the landing page opens a messaging link with a
// prefilled welcome text containing registration links for tutor and learner."
import { BRAND_NAME, CONTACT } from '@tm/shared/constants/contact';
import { registrationHref } from '@/lib/auth-links';

/** The prefilled text: a welcome with absolute learner and tutor registration links. */
export function chatWelcomeText(origin: string): string {
  return [
    `Hello and welcome to ${BRAND_NAME}! 👋`,
    'We connect students and parents with verified tutors for home tutoring in Bengaluru and online classes across India.',
    '',
    `📚 Looking for a tutor? Register as a learner: ${origin}${registrationHref('student')}`,
    '',
    `🎓 Want to teach with us? Register as a tutor: ${origin}${registrationHref('tutor')}`,
    '',
    'Tell us the subject, class and timings you need, and we will help you get started.',
  ].join('\n');
}

/** https://wa.me/<digits>?text=<welcome text> */
export function chatShortcutHref(origin: string): string {
  return `https://wa.me/${CONTACT.whatsappDigits}?text=${encodeURIComponent(chatWelcomeText(origin))}`;
}
