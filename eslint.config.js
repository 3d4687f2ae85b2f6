import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { houseRules } from './scripts/eslint-house-rules.mjs';

// The seams between the parts, enforced (DESIGN.md: a service never imports another service;
// the web shares only the contracts; shared packages never depend on the apps).
const APPS = ['identity', 'curation', 'social', 'rewards', 'scraper', 'admin-metrics', 'gateway'];
const appImports = (message) => ({
  patterns: [
    { group: APPS.map((app) => `@gems/${app}`).concat(['@gems/web', '@gems/extension']), message },
    {
      group: APPS.map((app) => `**/services/${app}/**`).concat([
        '**/gateway/src/**',
        '**/web/src/**',
        '**/extension/src/**',
      ]),
      message,
    },
  ],
});
const TESTKIT = 'Library code never imports the test helpers: take their values as parameters.';

// Prisma stays behind a service's repositories: its client, its generated row types and the
// transaction type `Tx` are imported only in src/db/ and *.repository.ts (house rule 3).
const PRISMA_MESSAGE =
  "Prisma's client, generated types and Tx belong in src/db/ and *.repository.ts: use a repository.";
const PRISMA_SOURCE = String.raw`/^(@prisma\/client|\.prisma\/)|(^|\/)generated(\/|$)/`;
const DB_MODULE = String.raw`/(^|\/)db\/prisma(\.js)?$/`;
const PRISMA_NAMES = '/^(Tx|PrismaClient|Prisma)$/';
const prismaSyntax = [
  `ImportDeclaration[source.value=${PRISMA_SOURCE}]`,
  `ExportNamedDeclaration[source.value=${PRISMA_SOURCE}]`,
  `ExportAllDeclaration[source.value=${PRISMA_SOURCE}]`,
  `ImportExpression[source.value=${PRISMA_SOURCE}]`,
  `ImportDeclaration[source.value=${DB_MODULE}] > ImportSpecifier[imported.name=${PRISMA_NAMES}]`,
  `ExportNamedDeclaration[source.value=${DB_MODULE}] > ExportSpecifier[local.name=${PRISMA_NAMES}]`,
].map((selector) => ({ selector, message: PRISMA_MESSAGE }));
// Domain code holds a transaction as an opaque `Transaction` it passes to repositories; only they
// open it for statements (services/*/src/db/unit-of-work.ts).
const UNIT_OF_WORK = String.raw`/(^|\/)db\/unit-of-work(\.js)?$/`;
prismaSyntax.push(
  ...[
    `ImportDeclaration[source.value=${UNIT_OF_WORK}] > ImportSpecifier[imported.name='openTransaction']`,
    `ExportNamedDeclaration[source.value=${UNIT_OF_WORK}] > ExportSpecifier[local.name='openTransaction']`,
  ].map((selector) => ({
    selector,
    message: 'Only repositories open a transaction for statements: pass the Transaction to one.',
  })),
);

const others = (self) => APPS.filter((app) => app !== self).join('|');
const noOtherService = (self) => ({
  files: [`services/${self}/src/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            // By package name, or by a relative path into another service's folder.
            regex: `^(@gems/(${others(self)})(/|$)|.*(^|/)(${others(self)})/src/)`,
            message: 'A service never imports another service: use its events or its internal HTTP read.',
          },
        ],
        // A replica late on its events asks the owner through the platform's replica kit.
        paths: [
          {
            name: '@gems/platform/http/internal-client',
            importNames: ['readFromOwner'],
            message: 'Ask the owner through readThrough/userReadThrough (@gems/platform/replicas/…).',
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '.scratch/**',
      'bench/scraper/.ms-root/**',
      'bench/scraper/.results/**',
      '**/node_modules/**',
      '**/generated/**',
      'web/dist/**',
      'extension/dist/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  ...APPS.filter((app) => app !== 'gateway').map(noOtherService),
  {
    files: ['gateway/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        appImports('The gateway reaches services over HTTP, never by import.'),
      ],
    },
  },
  {
    // What starts the apps for tests lives in tools/test-stack (@gems/test-stack), not in packages/.
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', appImports('A shared package never depends on the apps.')],
    },
  },
  {
    // Library code never depends on the test helpers (testkit depends on the platform); the
    // platform's contract suites take testkit's values as parameters from the tests that run them.
    files: ['packages/{platform,contracts}/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...appImports('A shared package never depends on the apps.').patterns,
            { group: ['@gems/testkit', '@gems/testkit/*', '@gems/test-stack'], message: TESTKIT },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'extension/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@gems/*',
                '!@gems/contracts',
                '**/packages/platform/**',
                '**/services/**',
                '**/gateway/**',
              ],
              message: 'The web shares only @gems/contracts with the server.',
            },
          ],
        },
      ],
    },
  },
  {
    // Prisma only behind repositories: in a service's src/db/ and *.repository.ts; nowhere in the
    // gateway, the web, the shared packages (the platform's db adapters take a pg pool) or tools.
    files: ['{services,packages,gateway,web,extension,tools}/**/*.{ts,tsx,mts,mjs,js}'],
    ignores: [
      'services/*/src/db/**',
      'services/*/src/**/*.repository.ts',
      'services/*/prisma.config.ts',
      'tools/migrate/**',
      '**/*.test.{ts,tsx}',
      '**/test/**',
    ],
    rules: { 'no-restricted-syntax': ['error', ...prismaSyntax] },
  },
  {
    // File paths from file URLs go through fileURLToPath (a path with a space breaks .pathname).
    // web/build/first-load-budget.mjs still reads .pathname: web/ is another branch's, fixed there.
    files: ['**/*.{ts,tsx,mts,mjs,js}'],
    ignores: ['web/**'],
    plugins: { gems: houseRules },
    rules: { 'gems/no-url-pathname': 'error' },
  },
  {
    // More than four dependencies come as one named deps object (DESIGN house rules).
    files: ['{services,packages,gateway,tools}/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test/**', '**/generated/**'],
    plugins: { gems: houseRules },
    rules: { 'gems/constructor-deps': 'error' },
  },
  {
    // No silent skips: a test that cannot run goes through describeIf/itIf (@gems/testkit), which
    // skip with the reason on a developer machine and fail under CI. Browser journeys (e2e/) use
    // Playwright's test.skip for a server's configuration, named in the report.
    files: ['**/*.{ts,tsx}'],
    ignores: ['e2e/**', 'packages/testkit/src/infra.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['describe', 'it', 'test'].map((object) => ({
          object,
          property: 'skip',
          message: 'Skip through describeIf/itIf from @gems/testkit: under CI a missing prerequisite fails.',
        })),
      ],
    },
  },
  {
    // Files stay readable in one sitting (DESIGN.md house rule 2).
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**', 'faults/**', 'bench/**'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Tests, journeys and benchmarks are lists of cases read one at a time: a higher ceiling, still
    // one (the longest today is about 350 lines). Generated Prisma clients are not linted at all.
    files: [
      '**/*.test.{ts,tsx}',
      '**/test/**/*.ts',
      'e2e/**/*.ts',
      'faults/**/*.ts',
      'bench/**/*.{ts,js,mjs}',
    ],
    rules: { 'max-lines': ['error', { max: 600, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Tests read loosely-typed JSON answers; `any` there keeps assertions readable.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', 'packages/testkit/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // k6 scripts run in k6's runtime, which provides __ENV.
    files: ['bench/k6/**/*.js'],
    languageOptions: { globals: { __ENV: 'readonly', __VU: 'readonly', __ITER: 'readonly' } },
  },
  {
    // The browser extension: a page and a service worker with the chrome.* APIs.
    files: ['extension/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, chrome: 'readonly' } },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
