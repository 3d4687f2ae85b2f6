// Types for find-chromium.mjs (plain JS so it runs under `node` with no TypeScript tooling).

export interface ChromiumLookup {
  /** The browser to launch, or null when none was found. */
  path: string | null;
  /** Where it came from, for the one line a start-up or a test run prints. */
  source: 'CHROMIUM_PATH' | 'PATH' | 'usual location' | 'none';
}

type Env = Record<string, string | undefined>;

export const CHROMIUM_MISSING: string;

export function findChromium(env?: Env, usualPaths?: readonly string[]): ChromiumLookup;

interface ChromiumInstaller {
  allowed(): boolean;
  /** Null when installed, else why not. */
  install(): string | null;
}

export function ensureChromium(options?: {
  env?: Env;
  usualPaths?: readonly string[];
  installer?: ChromiumInstaller;
  log?: (line: string) => void;
}): ChromiumLookup & { path: string; installed: boolean };
