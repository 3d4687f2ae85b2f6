import { describe, expect, it } from '@jest/globals';
import { isDatabaseUnavailable } from './connection-errors.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'a terminated backend (57P01)',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['a server starting up (57P03)', withCode('57P03')],
    ['a connection exception (08006)', withCode('08006')],
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a dropped socket, in pg’s words', new Error('Connection terminated unexpectedly')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    ['Prisma’s “server closed the connection”', withCode('P1017')],
    [
      'a driver adapter’s error wrapping pg’s',
      Object.assign(new Error('adapter'), { cause: { kind: 'postgres', code: '57P01' } }),
    ],
    [
      'a driver adapter’s unreachable database',
      Object.assign(new Error('adapter'), { cause: { kind: 'DatabaseNotReachable' } }),
    ],
    [
      // As Prisma raised it when a transaction began while Postgres was shutting down (seen in
      // the fault suite as a 500 on sign-up).
      'Prisma’s P2039 with pg’s 57P03 in meta.driverAdapterError',
      Object.assign(new Error('Database error. Code: `57P03`.'), {
        code: 'P2039',
        meta: {
          driverAdapterError: {
            name: 'DriverAdapterError',
            cause: { kind: 'postgres', code: '57P03', message: 'the database system is shutting down' },
          },
        },
      }),
    ],
  ])('%s is the database being away', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['Prisma’s record not found', withCode('P2025')],
    ['a plain bug', new TypeError('x is undefined')],
    ['nothing', undefined],
    [
      'Prisma’s P2039 wrapping a statement’s own fault',
      Object.assign(new Error('Database error'), {
        code: 'P2039',
        meta: { driverAdapterError: { cause: { kind: 'postgres', code: '22P02' } } },
      }),
    ],
  ])('%s is not', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
