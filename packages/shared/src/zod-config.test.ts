import { describe, expect, it } from 'vitest';
import './zod-config';
import { z } from 'zod';

describe('zod-config', () => {
  it('turns off zod’s eval-based JIT (no CSP unsafe-eval)', () => {
    expect(z.config().jitless).toBe(true);
  });
});
