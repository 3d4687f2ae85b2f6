import type { createUnitOfWork } from '@gems/platform/db/unit-of-work';
import type { Tx } from './prisma.js';

export type UnitOfWork = ReturnType<typeof createUnitOfWork<Tx>>;

/** A database transaction as domain code sees it: a handle it passes through to repositories. */
export type Transaction = Tx;
