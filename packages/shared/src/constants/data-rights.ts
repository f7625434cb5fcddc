// People's data under India's Digital Personal Data Protection Act 2023 (DPDP Act): export,
// erasure, parental consent and the audit trail. Texts are not in the spec; they are ours.

/** The privacy notice a consent is given against; raise it when the notice changes. */
export const PRIVACY_NOTICE_VERSION = '2026-11-26';

/** A ready export can be downloaded for this long. */
export const EXPORT_VALID_HOURS = 24;

/** Days between "Delete my account" and the erasure; signing in within them cancels it. */
export const DELETION_GRACE_DAYS = 14;

/** How long money records are kept after erasure, and under which laws (docs/decisions/data-rights.md). */
export const FINANCIAL_RETENTION_YEARS = 8;

export const DATA_RIGHTS_MESSAGES = {
  exportStarted: 'We are preparing your data. We will email you when it is ready.',
  exportBusy: 'Your data is already being prepared. Please wait for it to finish.',
  exportNotFound: 'Export not found.',
  exportNotReady: 'This export is not ready yet.',
  exportExpired: 'This download link has expired. Please ask for a new export.',
  exportFailed: 'We could not prepare your data. Please try again.',
  deletionScheduled: (date: string) =>
    `Your account will be erased on ${date}. Sign in before then to cancel.`,
  deletionCancelled: 'Your account deletion was cancelled because you signed in.',
  deletionConfirmWord: 'Please type DELETE to confirm.',
  deletionAdmin: 'Admin accounts cannot be deleted here. Ask another admin to remove your access.',
  tutorFutureClasses:
    'You have paid classes still to teach. Finish or cancel them before deleting your account.',
  tutorBalance:
    'Your balance is not settled. Withdraw it (or clear what you owe) before deleting your account.',
  tutorPendingWithdrawal:
    'A withdrawal of yours is still being processed. Please wait for it before deleting your account.',
  userErased: 'Account erased.',
  userNotFound: 'User not found.',
  alreadyErased: 'This account has already been erased.',
  consentNeeded:
    'Your parent or guardian has not confirmed yet. Booking, payment and messages open once they confirm by the link we emailed them.',
  consentWithdrawn: 'Your parent or guardian withdrew their consent, so this account is suspended.',
  consentLinkInvalid: 'This consent link is not valid.',
  consentGranted: 'Thank you. You have given consent; your child can now book classes.',
  consentWithdrawnDone: "Consent withdrawn. Your child's account is suspended.",
  birthOrAdult: 'Please enter your date of birth or confirm that you are 18 or older.',
  parentEmailRequired:
    'You are under 18: please enter the email of a parent or guardian, who must confirm.',
  parentEmailSame: "Please enter your parent's email, not your own.",
} as const;

/** What "Delete my account" erases and what it keeps; the confirmation shows these lines. */
export const DELETION_STATEMENT = {
  erased: [
    'Your profile, photo and contact details',
    'Your uploaded documents (ids, certificates, resume) and bank details',
    'Your class messages and attendance, favourites and data exports',
    'All your sign-in sessions, on every device',
  ],
  kept: [
    `Payments, invoices, refunds, payouts and their ledger for ${FINANCIAL_RETENTION_YEARS} years, as the Income Tax Act 1961 (s.44AA with Rule 6F), the CGST Act 2017 (s.36) and the Companies Act 2013 (s.128) require; your name on them is replaced by a pseudonym`,
    'Your bookings, as the record those payments were for, under the same pseudonym',
    'Reviews you wrote, shown as by "Former student"',
    'Consent records and the audit log, which prove how your data was handled (DPDP Act s.6(10), s.8)',
  ],
} as const;

/** Actions written to the audit log (one name each; the admin filter lists them). */
export const AUDIT_ACTIONS = [
  'tutor.approve',
  'tutor.reject',
  'document.view',
  'bank_details.view',
  'refund.decide',
  'withdrawal.decide',
  'content.edit',
  'chat.read',
  'message_report.resolve',
  'messaging.suspend',
  'user.erase',
  'user.erase_requested',
  'data.export',
  'consent.withdrawn',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The name an erased person's row keeps: reviews show "Former student". */
export const ERASED_NAMES = {
  student: 'Former student',
  tutor: 'Former tutor',
  admin: 'Former admin',
} as const;
