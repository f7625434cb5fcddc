import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listParam } from './common';

const schema = z.object({ days: listParam(z.string()) });
describe('listParam', () => {
  it('accepts arrays, comma lists and JSON array strings', () => {
    expect(schema.parse({ days: ['Mon', 'Tue'] }).days).toEqual(['Mon', 'Tue']);
    expect(schema.parse({ days: 'Mon,Tue' }).days).toEqual(['Mon', 'Tue']);
    expect(schema.parse({ days: '["Mon","Tue"]' }).days).toEqual(['Mon', 'Tue']);
    expect(schema.parse({ days: 'Mon' }).days).toEqual(['Mon']);
    expect(schema.parse({}).days).toBeUndefined();
  });
});
