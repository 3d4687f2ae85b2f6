import type { z } from 'zod';
import { unavailable } from '../errors.js';
import { readFromOwner } from '../http/internal-client.js';

/** One replica read that may have to ask the owning service (see readThrough). */
export interface ReadThrough<Row, Owned> {
  /** The replica's row; null when it has none (yet). */
  local(): Promise<Row | null>;
  /** Whether the replica knows the thing was deleted (a tombstone): final, the owner is not asked. */
  gone?(): Promise<boolean>;
  /** The owner's internal read of it, and the shape of its answer. */
  ownerUrl: string;
  schema: z.ZodType<Owned>;
  /** Writes the owner's answer into the replica and returns the row as local() would. */
  remember(owned: Owned): Promise<Row | null>;
  /** The 503's words when the owner cannot answer. */
  unavailableMessage: string;
}

/**
 * The replica's row, or — when its event has not arrived yet (saved a moment ago, or the bus is
 * down) — the owner's answer, written into the replica. Only the owner's "no" means there is no
 * such thing; an owner that cannot answer makes it a 503, never a false 404. Every "ask the owner
 * when the replica is late" path goes through here.
 */
export async function readThrough<Row, Owned>(read: ReadThrough<Row, Owned>): Promise<Row | null> {
  const row = await read.local();
  if (row) return row;
  if (await read.gone?.()) return null;
  const owned = await readFromOwner(read.ownerUrl, read.schema).catch(() => {
    throw unavailable(read.unavailableMessage);
  });
  return owned ? read.remember(owned) : null;
}
