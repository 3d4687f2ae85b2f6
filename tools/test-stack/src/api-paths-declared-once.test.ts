import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import ts from 'typescript';

/**
 * A literal `/api` path is written in one place: the operation catalogue
 * (packages/contracts/src/openapi/catalogue). Everything else derives it — the gateway's table,
 * the services' handlers, the web's client. Tests are left out (they call paths on purpose), and
 * so is a shared test suite (`*.contract.ts`). The check reads string and template literals from
 * TypeScript's own parse, so comments may still name a path.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SOURCES = ['gateway/src', 'packages', 'services', 'web/src', 'web/build', 'extension/src'];
const CATALOGUE = 'packages/contracts/src/openapi/catalogue/';

/**
 * Files that may still write paths, each with its reason; the list only shrinks, and is empty now
 * that identity, curation's uploads and the extension (through the catalogue's method-and-path
 * table, as the web) are derived too. A file added here needs a reason a reader accepts.
 */
const NOT_YET: Record<string, string> = {};

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    // test/ holds integration tests and their helpers: they call paths on purpose.
    if (['node_modules', 'generated', 'dist', 'test'].includes(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mts|mjs)$/.test(name) && !/\.(test|contract)\.tsx?$/.test(name)) yield path;
  }
}

const API_PATH = /^\/api(\/|$)/;

/** The string and template literals of a file that begin with an /api path. */
function apiLiterals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const text =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? node.text
        : ts.isTemplateExpression(node)
          ? node.head.text
          : undefined;
    if (text !== undefined && API_PATH.test(text)) found.push(text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('an /api path is declared once, in the operation catalogue', () => {
  const offenders = SOURCES.flatMap((dir) => [...sourceFiles(join(ROOT, dir))])
    .map((file) => relative(ROOT, file))
    .filter((file) => !file.startsWith(CATALOGUE) && !(file in NOT_YET))
    .map((file) => ({ file, literals: apiLiterals(join(ROOT, file)) }))
    .filter(({ literals }) => literals.length > 0);

  it('appears in no other source file', () => {
    expect(offenders).toEqual([]);
  });

  it('finds what it looks for (a check of the scan itself)', () => {
    expect(apiLiterals(join(ROOT, CATALOGUE, 'gems.ts'))).toContain('/api/gems/{id}');
    // A file on the list that no longer writes a path must leave the list.
    const stale = Object.keys(NOT_YET).filter((file) => apiLiterals(join(ROOT, file)).length === 0);
    expect(stale).toEqual([]);
  });
});
