/**
 * Field messages several forms share (the student, tutor and consultation forms, the booking
 * checks, needs), written once; each form's own message table points here.
 */
export const FIELD_MESSAGES = {
  fullName: 'Please enter your full name.',
  country: 'Please select your country.',
  tutoringMode: 'Please select at least one tutoring mode.',
  availability: 'Please select your availability.',
  email: 'Please enter a valid email.',
  currency: 'Currency must be INR or USD.',
} as const;
