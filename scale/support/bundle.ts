import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface Bundles {
  /** The compiled module of a workspace (`gateway`, `services/identity`, …). */
  main(workspace: string): string;
  remove(): void;
}

/**
 * Every process compiled as its image is (deploy/bundle.mjs: one ES module each, migrations beside
 * it) into a folder of the rehearsal's own. Run with plain `node`, a replica is ready in about 2 s
 * where `--import tsx` compiles it again in each of the twelve processes (minutes on two busy cores,
 * and again after every kill). Third-party packages resolve from the checkout's node_modules,
 * linked in, with a workspace's own nested ones (the gateway's) linked beside its bundle.
 */
export async function bundleProcesses(root: string): Promise<Bundles> {
  const dir = mkdtempSync(join(tmpdir(), 'gems-scale-bundle-'));
  await run(process.execPath, [join(root, 'deploy/bundle.mjs'), dir], { cwd: root, timeout: 120_000 });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  const workspaces = ['gateway', ...readdirSync(join(dir, 'services')).map((s) => `services/${s}`)];
  for (const workspace of workspaces) {
    const nested = join(root, workspace, 'node_modules');
    if (existsSync(nested)) symlinkSync(nested, join(dir, workspace, 'node_modules'));
  }
  return {
    main: (workspace) => join(dir, workspace, 'dist/main.mjs'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
