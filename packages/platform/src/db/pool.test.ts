import { describe, expect, it } from '@jest/globals';
import { canNameStatements, createPool, SHARED_SESSION_PARAM } from './pool.js';

describe('createPool', () => {
  it('lets a pool on an ordinary server name its statements', async () => {
    const pool = createPool('postgresql://postgres@127.0.0.1:5432/test');
    expect(canNameStatements(pool)).toBe(true);
    await pool.end();
  });

  it('keeps a pool on a shared-session server from naming statements, without passing the marker on', async () => {
    const pool = createPool(
      `postgresql://postgres@127.0.0.1:5432/test?sslmode=disable&${SHARED_SESSION_PARAM}=1`,
    );
    expect(canNameStatements(pool)).toBe(false);
    const { connectionString } = (pool as unknown as { options: { connectionString: string } }).options;
    expect(connectionString).not.toContain(SHARED_SESSION_PARAM);
    expect(connectionString).toContain('sslmode=disable');
    await pool.end();
  });

  it('survives a checked-out connection that breaks: its holder sees the error, the pool replaces it', async () => {
    const errors: Error[] = [];
    const pool = createPool('postgresql://postgres@127.0.0.1:5432/test', {
      max: 1,
      onConnectionError: (e) => void errors.push(e),
    });
    const client = await pool.connect();
    // The socket going away under a held client (a restart, a terminated backend): without a
    // listener its 'error' event would end the process.
    (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    await new Promise((r) => setTimeout(r, 50));
    await expect(client.query('SELECT 1')).rejects.toThrow();
    client.release(new Error('broken'));
    expect(errors.length).toBeGreaterThan(0);
    expect((await pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await pool.end();
  });
});
