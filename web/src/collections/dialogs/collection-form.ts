import { zCreateCollection, type CreateCollection, type Visibility } from '@gems/contracts';

export interface CollectionFormValues {
  title: string;
  description: string;
  visibility: Visibility;
}

/**
 * The Create/Edit Collection body, checked by the contract the server uses: a blank title gives
 * "Please enter a title for your collection." under the title field.
 */
export function collectionPayload(
  values: CollectionFormValues,
): { ok: true; payload: CreateCollection } | { ok: false; field: 'title' | 'description'; message: string } {
  const parsed = zCreateCollection.safeParse(values);
  if (parsed.success) return { ok: true, payload: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path[0] === 'description' ? 'description' : 'title';
  return { ok: false, field, message: issue?.message ?? 'Please check the form.' };
}
