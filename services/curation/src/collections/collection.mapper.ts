import type { Collection, Visibility } from '@gems/contracts';
import type { Shelf as ShelfRow } from '../db/generated/client.js';
import type { ShelfCardRow } from './shelves-read.repository.js';

export function toCollection(row: ShelfRow, gemCount = 0, previewImages: string[] = []): Collection {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    description: row.description,
    visibility: row.visibility as Visibility,
    isPublic: row.visibility === 'public',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    gemCount,
    previewImages,
  };
}

export const toCollectionCard = (row: ShelfCardRow): Collection =>
  toCollection(
    row,
    row._count.gems,
    row.gems.map((m) => m.gem.imageUrl),
  );
