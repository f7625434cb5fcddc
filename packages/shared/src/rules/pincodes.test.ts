import { describe, expect, it } from 'vitest';
import { PINCODE_MESSAGES, normalisePincodes, pincodesProblem, splitPincodes } from './pincodes';

describe('pincodes (core-marketplace §5 step 5, §9)', () => {
  it('accepts up to 5 codes of 6 digits, with or without spaces after commas', () => {
    expect(pincodesProblem('560001')).toBeNull();
    expect(pincodesProblem('560001,560034,560076,560041,560069')).toBeNull();
    expect(pincodesProblem('560001, 560034')).toBeNull();
  });
  it('refuses letters and other characters', () => {
    expect(pincodesProblem('56000a')).toBe(PINCODE_MESSAGES.characters);
    expect(pincodesProblem('560001;560002')).toBe(PINCODE_MESSAGES.characters);
  });
  it('refuses codes that are not 6 digits, and a sixth code', () => {
    expect(pincodesProblem('56001')).toBe(PINCODE_MESSAGES.format);
    expect(pincodesProblem('5600011')).toBe(PINCODE_MESSAGES.format);
    expect(pincodesProblem('560001,560002,560003,560004,560005,560006')).toBe(
      PINCODE_MESSAGES.tooLong,
    );
    expect(pincodesProblem('5600,5600,5600,5600,5600,5600')).toBe(PINCODE_MESSAGES.format);
  });
  it('refuses a field longer than 34 characters', () => {
    expect('560001,560002,560003,560004,560005'.length).toBe(34);
    expect(pincodesProblem('560001, 560002, 560003, 560004, 560005')).toBe(
      PINCODE_MESSAGES.tooLong,
    );
  });
  it('normalises to codes joined by commas', () => {
    expect(splitPincodes(' 560001 ,,560002, ')).toEqual(['560001', '560002']);
    expect(normalisePincodes('560001, 560002')).toBe('560001,560002');
    expect(normalisePincodes('  ')).toBeNull();
    expect(normalisePincodes(null)).toBeNull();
  });
});
