import { VISIBILITIES, type Visibility } from '@gems/contracts';

const VISIBILITY_LABELS: Record<Visibility, string> = {
  public: 'Public',
  followers: 'Followers',
  private: 'Private',
};

/** The three choices of spec 01 §3, for a Segmented or Select. */
export const VISIBILITY_OPTIONS = VISIBILITIES.map((v) => ({ value: v, label: VISIBILITY_LABELS[v] }));

/** Spec 01 §4: the edit dialog keeps the gem's visibility when valid, otherwise private. */
export const editVisibility = (value: unknown): Visibility =>
  (VISIBILITIES as readonly unknown[]).includes(value) ? (value as Visibility) : 'private';
