import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/**
 * Debian's Postgres binaries (initdb, pg_ctl), newest version first, or undefined. The suite starts
 * a throwaway cluster of its own with them: the machine's Postgres is shared with other test runs,
 * and stopping it or terminating its backends would break them.
 */
export function postgresBinDir(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => join(base, v, 'bin')).find((dir) => existsSync(join(dir, 'pg_ctl')));
}

/** Postgres refuses to run as root: the cluster runs as the `postgres` user, through runuser. */
export const canRunPostgres = (): boolean =>
  process.getuid?.() === 0 && existsSync('/usr/sbin/runuser') && postgresBinDir() !== undefined;

/** A throwaway Postgres cluster (trust auth, loopback, a temp folder) the suite may stop and break. */
export class ThrowawayPostgres {
  readonly url: string;

  private constructor(
    private readonly bin: string,
    private readonly dir: string,
    readonly port: number,
    private readonly settings: string[],
  ) {
    this.url = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  }

  /** `settings`: extra server settings, e.g. `shared_preload_libraries=pg_stat_statements`. */
  static async create(port: number, settings: string[] = []): Promise<ThrowawayPostgres> {
    const bin = postgresBinDir();
    if (!bin) throw new Error('no Postgres binaries under /usr/lib/postgresql');
    const dir = mkdtempSync(join(tmpdir(), 'gems-faults-pg-'));
    const { uid, gid } = await postgresIds();
    chownSync(dir, uid, gid);
    const db = new ThrowawayPostgres(bin, dir, port, settings);
    await db.asPostgres('initdb', ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync']);
    await db.start();
    return db;
  }

  /** Starts the cluster and waits until it accepts connections. */
  async start(): Promise<void> {
    const options = [
      `-p ${this.port} -c listen_addresses=127.0.0.1 -k ${this.dir} -c fsync=off -c max_connections=200`,
      ...this.settings.map((setting) => `-c ${setting}`),
    ].join(' ');
    await this.asPostgres('pg_ctl', [
      '-D',
      join(this.dir, 'data'),
      '-l',
      join(this.dir, 'log'),
      '-o',
      options,
      '-w',
      'start',
    ]);
  }

  /** `pg_ctl stop -m fast`: every session is terminated (57P01), as in a restart. */
  async stop(): Promise<void> {
    await this.asPostgres('pg_ctl', ['-D', join(this.dir, 'data'), '-m', 'fast', '-w', 'stop']);
  }

  /** Terminates every other backend of this cluster (the app's connections); returns how many. */
  async terminateBackends(): Promise<number> {
    const client = new pg.Client({ connectionString: this.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ terminated: boolean }>(
        `SELECT pg_terminate_backend(pid) AS terminated FROM pg_stat_activity
          WHERE pid <> pg_backend_pid() AND backend_type = 'client backend'`,
      );
      return rows.filter((r) => r.terminated).length;
    } finally {
      await client.end();
    }
  }

  /** Stops it if running and deletes its folder. */
  async remove(): Promise<void> {
    await this.stop().catch(() => undefined);
    rmSync(this.dir, { recursive: true, force: true });
  }

  private asPostgres(program: string, args: string[]) {
    return run('/usr/sbin/runuser', ['-u', 'postgres', '--', join(this.bin, program), ...args], {
      cwd: this.dir,
      timeout: 60_000,
    });
  }
}

async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}
