import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { podman, podmanStreaming, ULIMITS } from './podman.js';

const ROOT = resolve(import.meta.dirname, '../..');

/** The seven Gems processes: image target, port (DESIGN.md) and Postgres schema. */
export const PROCESSES = [
  { name: 'identity', target: 'service', port: 4001, schema: 'identity' },
  { name: 'curation', target: 'service', port: 4002, schema: 'curation' },
  { name: 'social', target: 'service', port: 4003, schema: 'social' },
  { name: 'rewards', target: 'service', port: 4004, schema: 'rewards' },
  { name: 'scraper', target: 'scraper', port: 4005, schema: 'scraper' },
  { name: 'admin-metrics', target: 'service', port: 4006, schema: 'admin_metrics' },
  { name: 'gateway', target: 'gateway', port: 8080, schema: null },
] as const;
export type ProcessName = (typeof PROCESSES)[number]['name'];

export const imageName = (name: ProcessName) => `localhost/gems-${name}:ci`;

/**
 * The base image: NODE_IMAGE when given (e.g. node:20-bookworm-slim where it can be pulled),
 * else the stand-in that node-standin.sh builds once per machine from Debian's packages.
 */
export async function baseImage(): Promise<string> {
  if (process.env.NODE_IMAGE) return process.env.NODE_IMAGE;
  const { stdout } = await promisify(execFile)(resolve(import.meta.dirname, 'node-standin.sh'), {
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout.trim().split('\n').at(-1)!;
}

export interface BuiltImage {
  name: ProcessName;
  seconds: number;
  megabytes: number;
}

/** Builds every image from deploy/Dockerfile; podman's layer cache makes a rebuild short. */
export async function buildImages(nodeImage: string, verbose: boolean): Promise<BuiltImage[]> {
  const built: BuiltImage[] = [];
  for (const { name, target } of PROCESSES) {
    const started = performance.now();
    await podmanStreaming(
      [
        'build',
        ...ULIMITS,
        // The build's npm ci reaches the registry as the host does (proxy, CA bundle in the base).
        '--network',
        'host',
        '--build-arg',
        `NODE_IMAGE=${nodeImage}`,
        ...(target === 'service' ? ['--build-arg', `SERVICE=${name}`] : []),
        '--target',
        target,
        '-f',
        'deploy/Dockerfile',
        '-t',
        imageName(name),
        ROOT,
      ],
      verbose,
    );
    const seconds = (performance.now() - started) / 1000;
    const bytes = Number(await podman('image', 'inspect', '--format', '{{.Size}}', imageName(name)));
    built.push({ name, seconds, megabytes: bytes / 1e6 });
  }
  return built;
}
