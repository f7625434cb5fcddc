import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInHref } from './return-to';

describe('return after sign-in', () => {
  it('keeps same-site paths only', () => {
    expect(safeReturnPath('/tutor-details/abc?trial=true#booking')).toBe(
      '/tutor-details/abc?trial=true#booking',
    );
    for (const bad of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil',
      '/authentication?x=1',
    ])
      expect(safeReturnPath(bad)).toBeNull();
  });
  it('builds the Log In link with the page to return to', () => {
    const href = signInHref('/tutor-details/abc?trial=true');
    expect(href).toBe('/authentication?authtype=login&next=%2Ftutor-details%2Fabc%3Ftrial%3Dtrue');
    expect(safeReturnPath(new URL(href, 'http://x').searchParams.get('next'))).toBe(
      '/tutor-details/abc?trial=true',
    );
  });
});
