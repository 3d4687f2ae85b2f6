import type { Gem as GemRow } from '../db/generated/client.js';

/**
 * Who may see a gem or collection: public ones everyone, the rest only the owner. Followers-only
 * items also stay owner-only until curation keeps the social service's follow replica.
 */
export const canView = (item: Pick<GemRow, 'userId' | 'visibility'>, viewerId: number | undefined) =>
  item.visibility === 'public' || item.userId === viewerId;
