import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const WEB_MODULE = fileURLToPath(new URL('../src/api/operation-routes.ts', import.meta.url));

/**
 * Puts the operation catalogue's method-and-path table in place of `module` (the web's
 * web/src/api/operation-routes.ts; the extension passes its own): the browser gets a plain
 * object, not the catalogue and its zod schemas. The table is computed by
 * the catalogue itself, in a child Node with tsx (Vite's config loader cannot import the
 * contracts' TypeScript sources).
 */
export function operationRoutes(module: string = WEB_MODULE): Plugin {
  let table: string | undefined;
  const compute = () =>
    execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        "import { operationRoutes } from '@gems/contracts/openapi'; process.stdout.write(JSON.stringify(operationRoutes()));",
      ],
      { cwd: fileURLToPath(new URL('..', import.meta.url)), encoding: 'utf8' },
    );
  return {
    name: 'gems-operation-routes',
    enforce: 'pre',
    load(id) {
      if (id.split('?')[0] !== module) return null;
      table ??= compute();
      return `export const OPERATION_ROUTES = ${table};\n`;
    },
  };
}
