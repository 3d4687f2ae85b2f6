import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { ESLint } from 'eslint';

/** The boundary rules of eslint.config.js, each shown to refuse a violation and allow the right way. */
// The files linted here exist only in memory, so no tsconfig holds them: the type-aware rules
// (which need a TypeScript program) are off for them; the boundary rules need no types.
const eslint = new ESLint({
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  overrideConfig: [
    {
      files: ['**/*.{ts,tsx,mts}'],
      languageOptions: { parserOptions: { projectService: false } },
      rules: {
        '@typescript-eslint/no-floating-promises': 'off',
        '@typescript-eslint/no-misused-promises': 'off',
      },
    },
  ],
});

async function messages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('lint boundaries', () => {
  it('refuse a service importing another service, by package or by path', async () => {
    expect(
      await messages('services/social/src/x.ts', "export { startCuration } from '@gems/curation';\n"),
    ).toEqual([expect.stringMatching(/no-restricted-imports: .*never imports another service/)]);
    expect(
      await messages(
        'services/rewards/src/x.ts',
        "export { x } from '../../../social/src/likes/likes.service.js';\n",
      ),
    ).toEqual([expect.stringMatching(/never imports another service/)]);
    expect(await messages('services/social/src/x.ts', "export { z } from '@gems/contracts';\n")).toEqual([]);
  });

  it('refuse the web importing anything of the server but the contracts', async () => {
    expect(
      await messages('web/src/x.ts', "export { createApp } from '@gems/platform/http/create-app';\n"),
    ).toEqual([expect.stringMatching(/only @gems\/contracts/)]);
    expect(await messages('web/src/x.ts', "export { zUser } from '@gems/contracts';\n")).toEqual([]);
  });

  it('refuse a shared package or the gateway importing an app', async () => {
    expect(
      await messages('packages/platform/src/x.ts', "export { startIdentity } from '@gems/identity';\n"),
    ).toEqual([expect.stringMatching(/never depends on the apps/)]);
    expect(
      await messages('packages/contracts/src/x.ts', "export { routes } from '../../../web/src/routes.js';\n"),
    ).toEqual([expect.stringMatching(/never depends on the apps/)]);
    expect(await messages('gateway/src/x.ts', "export { startSocial } from '@gems/social';\n")).toEqual([
      expect.stringMatching(/over HTTP/),
    ]);
  });

  it("refuse Prisma's client, generated types or Tx outside a service's db/ and repositories", async () => {
    const prisma = /no-restricted-syntax: Prisma's client, generated types and Tx belong in src\/db\//;
    const rowType = "import type { User } from '../db/generated/client.js';\nexport type U = User;\n";
    const tx = "import type { Tx } from '../db/prisma.js';\nexport type T = Tx;\n";
    const client = "import { PrismaClient } from '@prisma/client';\nexport const c = new PrismaClient();\n";
    expect(await messages('services/identity/src/users/x.service.ts', rowType)).toEqual([
      expect.stringMatching(prisma),
    ]);
    expect(await messages('services/identity/src/auth/x.ts', tx)).toEqual([expect.stringMatching(prisma)]);
    expect(await messages('gateway/src/x.ts', client)).toEqual([expect.stringMatching(prisma)]);
    expect(await messages('packages/platform/src/x.ts', client)).toEqual([expect.stringMatching(prisma)]);
    expect(await messages('services/identity/src/users/x.repository.ts', rowType)).toEqual([]);
    expect(await messages('services/identity/src/db/x.ts', tx)).toEqual([]);
    // The composition root builds the client through its db/ module's factory.
    expect(
      await messages('services/identity/src/service.ts', "export { createPrisma } from './db/prisma.js';\n"),
    ).toEqual([]);
  });

  it('refuse library code importing the test helpers or the test stack', async () => {
    expect(
      await messages('packages/platform/src/x.ts', "export { eventually } from '@gems/testkit';\n"),
    ).toEqual([expect.stringMatching(/never imports the test helpers/)]);
    expect(
      await messages('packages/contracts/src/x.ts', "export { startTestStack } from '@gems/test-stack';\n"),
    ).toEqual([expect.stringMatching(/never imports the test helpers/)]);
    expect(
      await messages('packages/testkit/src/x.ts', "export { startIdentity } from '@gems/identity';\n"),
    ).toEqual([expect.stringMatching(/never depends on the apps/)]);
    // Tests may use them.
    expect(
      await messages('packages/platform/src/x.int.test.ts', "export { eventually } from '@gems/testkit';\n"),
    ).toEqual([]);
  });

  it('refuse a source file over 400 lines', async () => {
    const long = Array.from({ length: 401 }, (_, i) => `export const v${i} = ${i};`).join('\n') + '\n';
    expect(await messages('services/social/src/long.ts', long)).toEqual([
      expect.stringMatching(/^max-lines:/),
    ]);
    // Tests have a higher ceiling (600), still a ceiling.
    expect(await messages('services/social/test/long.int.test.ts', long)).toEqual([]);
    const longer = Array.from({ length: 601 }, (_, i) => `export const v${i} = ${i};`).join('\n') + '\n';
    expect(await messages('services/social/test/long.int.test.ts', longer)).toEqual([
      expect.stringMatching(/^max-lines:/),
    ]);
  });

  it("refuse a file URL's .pathname: a path with a space would keep its %20", async () => {
    const pathname = "export const root = new URL('..', import.meta.url).pathname;\n";
    const right =
      "import { fileURLToPath } from 'node:url';\nexport const root = fileURLToPath(new URL('..', import.meta.url));\n";
    expect(await messages('scripts/x.mjs', pathname)).toEqual([
      expect.stringMatching(/^gems\/no-url-pathname: .*fileURLToPath/),
    ]);
    expect(await messages('services/rewards/src/x.ts', pathname)).toEqual([
      expect.stringMatching(/^gems\/no-url-pathname/),
    ]);
    expect(await messages('scripts/x.mjs', right)).toEqual([]);
    // A web address's path is not a file path.
    expect(
      await messages('scripts/x.mjs', "export const p = new URL('https://a.example/b c').pathname;\n"),
    ).toEqual([]);
  });

  it('refuse a bare skip outside the browser journeys: skips go through describeIf/itIf', async () => {
    const skip = "import { it } from '@jest/globals';\nit.skip('x', () => undefined);\n";
    expect(await messages('services/social/test/x.int.test.ts', skip)).toEqual([
      expect.stringMatching(/^no-restricted-properties: .*describeIf\/itIf/),
    ]);
    const viaTestkit = "import { itIf } from '@gems/testkit';\nitIf(false, 'why')('x', () => undefined);\n";
    expect(await messages('services/social/test/x.int.test.ts', viaTestkit)).toEqual([]);
  });

  it('refuse opening a transaction for statements outside a repository', async () => {
    const open =
      "import { openTransaction, type Transaction } from '../db/unit-of-work.js';\n" +
      "export const run = (tx: Transaction) => openTransaction(tx).$queryRawUnsafe('SELECT 1');\n";
    expect(await messages('services/rewards/src/points/farming.ts', open)).toEqual([
      expect.stringMatching(/^no-restricted-syntax: Only repositories open a transaction/),
    ]);
    expect(await messages('services/rewards/src/points/activity-marks.repository.ts', open)).toEqual([]);
    const pass = "import type { Transaction } from '../db/unit-of-work.js';\nexport type T = Transaction;\n";
    expect(await messages('services/rewards/src/points/farming.ts', pass)).toEqual([]);
  });

  it('refuse a constructor of more than four parameters: a deps object instead', async () => {
    const params = (n: number) => Array.from({ length: n }, (_, i) => `readonly p${i}: number`).join(', ');
    const five = `export class A {\n  constructor(${params(5)}) {}\n}\n`;
    expect(await messages('services/social/src/x.service.ts', five)).toEqual([
      expect.stringMatching(/^gems\/constructor-deps: A constructor with 5 parameters/),
    ]);
    expect(
      await messages(
        'services/social/src/x.service.ts',
        `export class A {\n  constructor(${params(4)}) {}\n}\n`,
      ),
    ).toEqual([]);
  });

  it('refuse a service asking an owner by hand: the replica kit does it', async () => {
    const byHand = "export { readFromOwner } from '@gems/platform/http/internal-client';\n";
    expect(await messages('services/rewards/src/service.ts', byHand)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*readThrough/),
    ]);
    const kit = "export { readThrough } from '@gems/platform/replicas/read-through';\n";
    expect(await messages('services/rewards/src/service.ts', kit)).toEqual([]);
  });
});
