import { CATEGORIES, DEFAULT_CATEGORY } from '@gems/contracts';
import type { SessionClaims } from '@gems/platform/auth/session-claims';
import type { LabelsRepository } from './labels.repository.js';

const MAX_TAGS = 200;
const MAX_EXTRA_CATEGORIES = 200;

/** The tag and category choices offered to a viewer, from the gems they may see. */
export class LabelsService {
  constructor(private readonly labels: LabelsRepository) {}

  /** Most used first. */
  tags(viewer: SessionClaims | undefined): Promise<string[]> {
    return this.labels.tags(viewer?.userId, MAX_TAGS);
  }

  /** The fixed sixteen, then "Article", then custom categories in use (most used first). */
  async categories(viewer: SessionClaims | undefined): Promise<string[]> {
    const fixed: string[] = [...CATEGORIES, DEFAULT_CATEGORY];
    const inUse = await this.labels.categories(viewer?.userId, MAX_EXTRA_CATEGORIES + fixed.length);
    const known = new Set(fixed);
    return [...fixed, ...inUse.filter((c) => !known.has(c)).slice(0, MAX_EXTRA_CATEGORIES)];
  }
}
