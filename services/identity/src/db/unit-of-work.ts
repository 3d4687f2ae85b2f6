import type { createUnitOfWork } from '@gems/platform/db/unit-of-work';
import type { Tx } from './prisma.js';

export type UnitOfWork = ReturnType<typeof createUnitOfWork<Tx>>;
