import { z } from 'zod';
import { FIELD_MESSAGES } from '../constants/field-messages';
import { listItems } from '../rules/list-items';

/**
 * A list parameter: accepts an array (repeated keys, or `key[]` merged by the server's query
 * parser), a comma-separated string, or, in multipart bodies, a JSON array string.
 * Empty items are dropped.
 */
export function listParam<T extends z.ZodType>(item: T) {
  return z.preprocess(listItems, z.array(item).optional());
}

/** A positive integer from a query string, with a default and a ceiling. */
export function intParam(opts: { min: number; max: number; default: number; label: string }) {
  return z.coerce
    .number({ error: `${opts.label} must be a number.` })
    .int({ error: `${opts.label} must be a whole number.` })
    .min(opts.min, { error: `${opts.label} must be at least ${opts.min}.` })
    .max(opts.max, { error: `${opts.label} must be at most ${opts.max}.` })
    .default(opts.default);
}

export const emailSchema = z
  .string({ error: 'Email is required.' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'Email is too long.' })
  .pipe(z.email({ error: FIELD_MESSAGES.email }));

export const idParamSchema = z.object({ id: z.uuid({ error: 'Invalid id.' }) });
