// The admin's edits of the catalogue of categories and subjects (core-marketplace §3 Lookups: the
// catalogue is editable). Names are what profiles store and what the sign-up forms offer, so they
// are trimmed, bounded and free of commas (lists of subjects travel comma-separated in queries).
import { z } from 'zod';

export const CATALOGUE_NAME_MAX = 80;

export const CATALOGUE_MESSAGES = {
  categoryRequired: 'Please enter a category name.',
  subjectRequired: 'Please enter a subject name.',
  tooLong: `A name can be at most ${CATALOGUE_NAME_MAX} characters.`,
  comma: 'A name cannot contain a comma.',
  categoryTaken: 'A category with this name already exists.',
  subjectTaken: 'This category already has a subject with this name.',
  categoryNotFound: 'Category not found.',
  subjectNotFound: 'Subject not found.',
  categoryAdded: 'Category added.',
  categoryRenamed: 'Category renamed. Tutors and students who chose it now show the new name.',
  subjectAdded: 'Subject added.',
  subjectRenamed: 'Subject renamed. Tutors and students who chose it now show the new name.',
} as const;

const catalogueName = (required: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ') : v),
    z
      .string({ error: required })
      .min(1, { error: required })
      .max(CATALOGUE_NAME_MAX, { error: CATALOGUE_MESSAGES.tooLong })
      .refine((name) => !name.includes(','), { error: CATALOGUE_MESSAGES.comma }),
  );

/** POST /api/admin/categories and PUT /api/admin/categories/{id}. */
export const categoryNameRequestSchema = z.object({
  name: catalogueName(CATALOGUE_MESSAGES.categoryRequired),
});
export type CategoryNameRequest = z.infer<typeof categoryNameRequestSchema>;

/** POST /api/admin/categories/{id}/subcategories and PUT /api/admin/subcategories/{id}. */
export const subjectNameRequestSchema = z.object({
  name: catalogueName(CATALOGUE_MESSAGES.subjectRequired),
});
export type SubjectNameRequest = z.infer<typeof subjectNameRequestSchema>;

/** The whole catalogue with ids, in its order (every admin catalogue route answers with it). */
export const adminCatalogueSchema = z.object({
  categories: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      subcategories: z.array(z.object({ _id: z.string(), name: z.string() })),
    }),
  ),
});
export type AdminCatalogue = z.infer<typeof adminCatalogueSchema>;
