import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { isolateConnections } from './pglite-connection-isolation.js';
import { SHARED_SESSION_PARAM } from './pool.js';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * The embedded relational store: PGlite (Postgres compiled to Wasm) behind a socket server on
 * 127.0.0.1, so pg and Prisma connect to it exactly as to a real server. `dataDir` persists it;
 * omit it for an in-memory database (tests).
 */
export async function startEmbeddedPostgres(
  options: { dataDir?: string; port?: number } = {},
): Promise<EmbeddedPostgres> {
  const { dataDir } = options;
  const fresh = dataDir !== undefined && (!existsSync(dataDir) || readdirSync(dataDir).length === 0);
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm is loadable (CREATE EXTENSION) as on a real server: curation's search uses it.
  // Postgres's default 128 MB of shared buffers is most of `npm start`'s memory and buys nothing
  // for one person's data: 16 MB cut the process by about 115 MB (docs/benchmarks.md).
  const open = () =>
    PGlite.create(dataDir, {
      extensions: { pg_trgm },
      postgresqlconf: ['shared_buffers = 16MB', 'work_mem = 4MB', 'maintenance_work_mem = 32MB'],
    });
  // Creating a data folder runs initdb, whose Wasm memory (~500 MB) the instance keeps for its
  // whole life; closing it and opening the folder again lets that go (about 190 MB less RSS on a
  // first `npm start`, docs/benchmarks.md). An in-memory database (tests) is opened once.
  if (fresh) await (await open()).close();
  const db = await open();
  // The default of one connection resets a pool's second client; transactions are serialised anyway.
  const server = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    port: options.port ?? 0,
    maxConnections: 100,
  });
  isolateConnections(server, db); // keep each connection's protocol batches together
  await server.start();
  const address = server.getServerConn(); // "127.0.0.1:PORT"
  return {
    url: `postgresql://postgres:postgres@${address}/postgres?sslmode=disable&${SHARED_SESSION_PARAM}=1`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
