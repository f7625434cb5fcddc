// core-marketplace §5 step 5 and §9: pincodes are digits and commas only, at most 5 codes of
// 6 digits, in a field of at most 34 characters.
import { LIMITS } from '../constants/marketplace';

export const PINCODE_MESSAGES = {
  // Not in the spec (it gives the rule, not the words).
  required: 'Please enter the pincodes where you can teach at home.',
  characters: 'Pincodes can contain only digits and commas.',
  tooLong: `Pincodes can be at most ${LIMITS.pincodesFieldLength} characters.`,
  format: `Enter up to ${LIMITS.pincodesMax} pincodes of ${LIMITS.pincodeDigits} digits each, separated by commas.`,
} as const;

/** The codes in a pincode field, in order, without empty items or spaces. */
export function splitPincodes(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The message for a non-empty pincode field that breaks a rule, or null. */
export function pincodesProblem(value: string): string | null {
  if (!/^[0-9,\s]*$/.test(value)) return PINCODE_MESSAGES.characters;
  if (value.length > LIMITS.pincodesFieldLength) return PINCODE_MESSAGES.tooLong;
  const codes = splitPincodes(value);
  const digits = new RegExp(`^\\d{${LIMITS.pincodeDigits}}$`);
  if (codes.length > LIMITS.pincodesMax || !codes.every((c) => digits.test(c)))
    return PINCODE_MESSAGES.format;
  return null;
}

/** The stored form: codes joined by commas without spaces ("560001,560034"), or null when empty. */
export function normalisePincodes(value: string | null | undefined): string | null {
  const codes = splitPincodes(value);
  return codes.length ? codes.join(',') : null;
}
