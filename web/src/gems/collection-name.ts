/** Spec 01 §5: an inline new collection needs a name; spaces alone are not one. */
export const COLLECTION_NAME_REQUIRED = 'Please enter a collection name';

/** The refusal for a typed new-collection name, or null (left empty means "no new collection"). */
export const newCollectionNameError = (title: string): string | null =>
  title !== '' && title.trim() === '' ? COLLECTION_NAME_REQUIRED : null;
