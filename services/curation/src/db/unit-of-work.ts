import type { Emit } from '@gems/platform/db/unit-of-work';
import type { Tx } from './prisma.js';

/** Runs work in one transaction; events emitted inside go to the outbox with it. */
export type UnitOfWork = <R>(work: (tx: Transaction, emit: Emit) => Promise<R>) => Promise<R>;

declare const handle: unique symbol;
/**
 * A database transaction as domain code sees it: a handle to pass to repositories, with no
 * statements of its own. Only src/db/ and *.repository.ts open it (`openTransaction`, lint-enforced).
 */
export type Transaction = object & { readonly [handle]?: 'opened by repositories only' };
/** The transaction's statements. Repositories only (eslint.config.js refuses it elsewhere). */
export const openTransaction = (tx: Transaction): Tx => tx as Tx;
