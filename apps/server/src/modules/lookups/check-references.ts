// The one reference check for the profile forms (tutor sign-up, tutor account, student account):
// what the shared rules cannot know, that the category and subjects are in the catalogue and that
// the location is one the lookups offer.
import { AppError } from '@tm/shared/errors';
import type { Db } from '../../db/client';
import { subjectsOutsideCategory } from './catalogue';
import { unknownLocationPart } from './locations';

export const REFERENCE_MESSAGES = {
  category: 'Please select a category from the list.',
  subcategory: 'Please select sub categories of the chosen category.',
  country: 'Please select a country from the list.',
  state: 'Please select a state of the chosen country.',
  city: 'Please select a city of the chosen state.',
} as const;

type ReferenceField = keyof typeof REFERENCE_MESSAGES;

/**
 * Refuses (400, the field's message) the first unknown reference: location first, then category,
 * then subjects. `messages` words a field for its screen (the student form says "subjects").
 */
export async function checkReferences(
  db: Db,
  form: { category: string; subcategory: string[]; country: string; state: string; city: string },
  messages: Partial<Record<ReferenceField, string>> = {},
) {
  const refuse = (field: ReferenceField): never => {
    const message = messages[field] ?? REFERENCE_MESSAGES[field];
    throw new AppError('BAD_REQUEST', message, { errors: { [field]: message } });
  };
  const location = unknownLocationPart(form);
  if (location) refuse(location);
  const { categoryKnown, unknown } = await subjectsOutsideCategory(
    db,
    form.category,
    form.subcategory,
  );
  if (!categoryKnown) refuse('category');
  if (unknown.length) refuse('subcategory');
}
