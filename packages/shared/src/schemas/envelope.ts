// The success envelope (core-marketplace §7) as a zod schema, for a route's declared response: the
// server serialises exactly these fields, so nothing undeclared leaves it.
import { z } from 'zod';

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.boolean(), data, message: z.string() });
}
