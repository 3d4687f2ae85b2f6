import { GEM_NAME_REQUIRED, zUpdateGem, type Gem, type UpdateGem, type Visibility } from '@gems/contracts';
import { editVisibility } from '../visibility';

/** The Edit Gem dialog's Settings tab (spec 01 §7 PUT /api/gems/{id}). */
export interface EditGemValues {
  title: string;
  description: string;
  userNote: string;
  categories: string[];
  tags: string[];
  visibility: Visibility;
}

/** Spec 01 §4: the form starts from the gem; a visibility that is not valid becomes private. */
export const editValuesOf = (
  gem: Pick<Gem, 'title' | 'description' | 'userNote' | 'categories' | 'tags'> & {
    visibility: unknown;
  },
): EditGemValues => ({
  title: gem.title,
  description: gem.description ?? '',
  userNote: gem.userNote ?? '',
  categories: [...gem.categories],
  tags: [...gem.tags],
  visibility: editVisibility(gem.visibility),
});

/** Spec 01 §5 "Edit gem: title non-blank to save", checked by the server's own contract. */
export function editGemPayload(
  values: EditGemValues,
): { ok: true; payload: UpdateGem } | { ok: false; field: string; message: string } {
  if (!values.title.trim()) return { ok: false, field: 'title', message: GEM_NAME_REQUIRED };
  const parsed = zUpdateGem.safeParse(values);
  if (parsed.success) return { ok: true, payload: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    field: String(issue?.path[0] ?? 'title'),
    message: issue?.message ?? 'Please check the form.',
  };
}
