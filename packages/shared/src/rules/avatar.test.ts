import { describe, expect, it } from 'vitest';
import { avatarColour, initialsOf } from './avatar';

describe('generated avatars', () => {
  it('takes the initials of the first and last words', () => {
    expect(initialsOf('Ananya Iyer')).toBe('AI');
    expect(initialsOf('  rahul  kumar verma ')).toBe('RV');
    expect(initialsOf('Madonna')).toBe('M');
    expect(initialsOf('')).toBe('?');
    expect(initialsOf(null)).toBe('?');
  });
  it('derives a stable colour from the seed, different for different people', () => {
    expect(avatarColour('user-1')).toBe(avatarColour('user-1'));
    const colours = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((s) => avatarColour(s)));
    expect(colours.size).toBeGreaterThan(5);
    expect(avatarColour('x')).toMatch(/^hsl\(\d+ \d+% 32%\)$/);
  });
});
