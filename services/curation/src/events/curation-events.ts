import { EVENT } from '@gems/contracts';
import type { Emit } from '@gems/platform/db/unit-of-work';
import type { GemSource, Visibility } from '@gems/contracts';
import type { ShelfRow } from '../collections/shelves.repository.js';
import type { GemRow } from '../gems/gems.repository.js';
import { gemEventData } from '../gems/gem.mapper.js';

/** The facts curation publishes about gems and collections. */
/** `source` says how it was made: rewards pays only for gems saved by hand. */
export const gemCreated = (emit: Emit, row: GemRow, source: GemSource) =>
  emit(EVENT.gemCreated, { ...gemEventData(row), source });

export const gemUpdated = (emit: Emit, row: GemRow) =>
  emit(EVENT.gemUpdated, { ...gemEventData(row), updatedAt: row.updatedAt.toISOString() });

export const gemDeleted = (emit: Emit, row: Pick<GemRow, 'id' | 'userId'>) =>
  emit(EVENT.gemDeleted, { gemId: row.id, userId: row.userId });

export const collectionCreated = (emit: Emit, row: ShelfRow) =>
  emit(EVENT.collectionCreated, {
    collectionId: row.id,
    userId: row.userId,
    visibility: row.visibility as Visibility,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
  });

export const collectionUpdated = (emit: Emit, row: ShelfRow) =>
  emit(EVENT.collectionUpdated, {
    collectionId: row.id,
    userId: row.userId,
    visibility: row.visibility as Visibility,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
  });

export const collectionDeleted = (emit: Emit, row: Pick<ShelfRow, 'id' | 'userId'>) =>
  emit(EVENT.collectionDeleted, { collectionId: row.id, userId: row.userId });
