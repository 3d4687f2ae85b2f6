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
});
