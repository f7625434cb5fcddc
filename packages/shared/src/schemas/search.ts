// Search helpers: suggestions as you type, and the synonyms admins extend
// (docs/decisions/tutor-search.md).
import { z } from 'zod';
import { SEARCH_MAX_CHARS } from '../constants/marketplace';

export const SEARCH_SYNONYM_MESSAGES = {
  termRequired: 'Enter the word or phrase people type.',
  termTooLong: 'The term must be at most 60 characters.',
  meansRequired: 'Enter at least one meaning.',
  meaningTooLong: 'Each meaning must be at most 60 characters.',
  tooManyMeanings: 'At most 10 meanings per term.',
  saved: 'Synonym saved.',
  removed: 'Synonym removed.',
  notFound: 'No such synonym.',
} as const;

/** GET /api/search-suggestions?q= */
export const searchSuggestionsQuerySchema = z.object({
  q: z
    .string({ error: 'Type something to get suggestions.' })
    .trim()
    .max(SEARCH_MAX_CHARS, {
      error: `Search text must be at most ${SEARCH_MAX_CHARS} characters.`,
    }),
});

/** Lower-case words separated by one space: how the search reads a term. */
const termText = (max: number, message: string) =>
  z
    .string()
    .transform((s) =>
      s
        .toLowerCase()
        .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
        .trim(),
    )
    .pipe(z.string().min(1).max(max, { error: message }));

/** PUT /api/admin/search-synonyms: a term and everything it means (replaces what it meant). */
export const searchSynonymRequestSchema = z.object({
  term: z
    .string({ error: SEARCH_SYNONYM_MESSAGES.termRequired })
    .trim()
    .min(1, { error: SEARCH_SYNONYM_MESSAGES.termRequired })
    .pipe(termText(60, SEARCH_SYNONYM_MESSAGES.termTooLong)),
  means: z
    .array(
      z
        .string({ error: SEARCH_SYNONYM_MESSAGES.meansRequired })
        .trim()
        .min(1, { error: SEARCH_SYNONYM_MESSAGES.meansRequired })
        .pipe(termText(60, SEARCH_SYNONYM_MESSAGES.meaningTooLong)),
      { error: SEARCH_SYNONYM_MESSAGES.meansRequired },
    )
    .min(1, { error: SEARCH_SYNONYM_MESSAGES.meansRequired })
    .max(10, { error: SEARCH_SYNONYM_MESSAGES.tooManyMeanings }),
});
export type SearchSynonymRequest = z.infer<typeof searchSynonymRequestSchema>;

/** DELETE /api/admin/search-synonyms?term= */
export const searchSynonymTermQuerySchema = z.object({
  term: z
    .string({ error: SEARCH_SYNONYM_MESSAGES.termRequired })
    .trim()
    .min(1, { error: SEARCH_SYNONYM_MESSAGES.termRequired })
    .pipe(termText(60, SEARCH_SYNONYM_MESSAGES.termTooLong)),
});
