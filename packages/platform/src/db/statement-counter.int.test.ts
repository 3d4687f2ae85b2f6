import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type pg from 'pg';
import { stopTestDatabase, testDatabaseUrl } from '@gems/testkit';
import { createPool } from './pool.js';
import { countStatements, statementWindows, takeStatementCount } from './statement-counter.js';

let pool: pg.Pool;
beforeAll(async () => {
  pool = createPool(await testDatabaseUrl(), { max: 2 });
  countStatements(pool);
});
afterAll(async () => {
  await pool.end();
  await stopTestDatabase();
});

describe('the pool statement counter', () => {
  it('counts the statements of pool.query and of checked-out clients, and resets when taken', async () => {
    takeStatementCount(pool);
    await pool.query('SELECT 1');
    await pool.query('SELECT $1::int', [2]);
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT 3');
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    expect(takeStatementCount(pool)).toBe(5);
    expect(takeStatementCount(pool)).toBe(0);
  });

  it('hands the count over as usage windows, carrying one that was put back', async () => {
    const windows = statementWindows(pool, () => Date.parse('2026-11-25T12:00:00Z'));
    takeStatementCount(pool);
    expect(windows.take()).toBeNull();
    await pool.query('SELECT 1');
    const first = windows.take()!;
    expect(first).toEqual({ date: '2026-11-25', requests: [], databaseQueries: 1 });
    windows.putBack(first);
    await pool.query('SELECT 1');
    expect(windows.take()).toMatchObject({ databaseQueries: 2 });
  });
});
