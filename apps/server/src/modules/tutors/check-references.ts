// Checks what the shared rules cannot know: that the category and subjects are in the catalogue
// and that the location is one the lookups offer.
import { AppError } from '@tm/shared/errors';
import type { Db } from '../../db/client';
import { subjectsOutsideCategory } from '../lookups/catalogue';
import { unknownLocationPart } from '../lookups/locations';

export const REFERENCE_MESSAGES = {
  category: 'Please select a category from the list.',
  subcategory: 'Please select sub categories of the chosen category.',
  country: 'Please select a country from the list.',
  state: 'Please select a state of the chosen country.',
  city: 'Please select a city of the chosen state.',
} as const;

function refuse(field: keyof typeof REFERENCE_MESSAGES): never {
  throw new AppError('BAD_REQUEST', REFERENCE_MESSAGES[field], {
    errors: { [field]: REFERENCE_MESSAGES[field] },
  });
}

export async function checkTutorReferences(
  db: Db,
  form: { category: string; subcategory: string[]; country: string; state: string; city: string },
) {
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
