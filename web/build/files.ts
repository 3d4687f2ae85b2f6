import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `dir`, depth first. */
export function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}
