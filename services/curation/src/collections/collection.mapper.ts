import type { Collection, Visibility } from '@gems/contracts';
import type { CollectionCardRow } from './collection-cards.repository.js';

export const toCollectionCard = (row: CollectionCardRow): Collection => ({
  id: row.id,
  userId: row.user_id,
  title: row.title,
  description: row.description,
  visibility: row.visibility as Visibility,
  isPublic: row.visibility === 'public',
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  gemCount: row.gem_count,
  previewImages: row.preview_images,
  creator: { id: row.user_id, username: row.username, profileImageUrl: row.profile_image_url },
  likeCount: row.like_count,
  likedByViewer: row.liked,
});
