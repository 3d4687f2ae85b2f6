import type { Emit } from '@gems/platform/db/unit-of-work';
import type { Tx } from './prisma.js';

/** A database transaction as domain code sees it: a handle it passes through to repositories. */
export type Transaction = Tx;

/** Runs work in one transaction; events emitted inside go to the outbox with it. */
export type UnitOfWork = <R>(work: (tx: Transaction, emit: Emit) => Promise<R>) => Promise<R>;
