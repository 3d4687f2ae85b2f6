import { readFileSync } from 'node:fs';
import { expect, test } from './console-errors.js';
import { registerThroughApi, uniqueAccount } from './support/accounts.js';
import { FIXTURE_ARTICLE, fixtureUrl, startFixtureSite, type FixtureSite } from './support/fixture-site.js';

// Imports and exports (issue 3), through the real launcher: a browser's bookmarks file imported
// as a server-side job with its progress watched to the end, the report of links not imported,
// an export, and spec 01's Batch Import dialog with its per-URL badges.

let site: FixtureSite;
test.beforeAll(async () => {
  site = await startFixtureSite();
});
test.afterAll(async () => {
  await site.close();
});

const BOOKMARKS = readFileSync(new URL('../services/curation/test/fixtures/bookmarks.html', import.meta.url));

test('import a bookmarks file and watch it finish; export; batch-import a list of links', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await registerThroughApi(page.request, uniqueAccount('importer'));
  await page.goto('/imports');
  await expect(page.getByRole('heading', { name: 'Import and export' })).toBeVisible();

  const start = page.getByRole('button', { name: 'Start import' });
  await expect(start).toBeDisabled();
  await page.getByLabel('Bookmarks file').setInputFiles({
    name: 'bookmarks.html',
    mimeType: 'text/html',
    buffer: BOOKMARKS,
  });
  await start.click();

  await expect(page.getByTestId('import-status')).toHaveText('Done', { timeout: 30_000 });
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(page.getByTestId('import-total')).toHaveText('9');
  await expect(page.getByTestId('import-imported')).toHaveText('6');
  await expect(page.getByTestId('import-duplicates')).toHaveText('1');
  await expect(page.getByTestId('import-failed')).toHaveText('2');

  const [report] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download report of links not imported' }).click(),
  ]);
  const csv = readFileSync((await report.path())!, 'utf8');
  expect(csv).toContain('javascript:alert(document.cookie),Evil bookmarklet,Cooking,failed');

  const [exported] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export as HTML' }).click(),
  ]);
  const html = readFileSync((await exported.path())!, 'utf8');
  // Nested collections export as nested folders.
  expect(html).toContain('<DT><H3>Desserts</H3>');
  expect(html).not.toContain('Cooking / Desserts');
  expect(html).toContain('Sourdough &amp; rye');

  // The imported folders are collections now.
  const collections = (await (await page.request.get('/api/collections')).json()) as { title: string }[];
  expect(collections.map((c) => c.title).sort()).toEqual(['Cooking', 'Cooking / Desserts', 'Reading']);

  // Spec 01's Batch Import dialog.
  await page.getByRole('button', { name: 'Batch import links' }).click();
  const dialog = page.getByRole('dialog', { name: 'Batch Import Gems' });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(page.locator('.ant-notification-notice')).toContainText('No URLs found');

  // Two links to the fixture website, a line without a link, a host that does not exist and a
  // link saved by the bookmarks import above.
  const first = fixtureUrl(`${FIXTURE_ARTICLE.path}?from=batch-1`);
  const second = fixtureUrl(`${FIXTURE_ARTICLE.path}?from=batch-2`);
  const nowhere = 'https://no-such-host.invalid/page';
  await dialog
    .getByLabel('URLs to import')
    .fill(
      [
        first,
        `read later: ${second} and https://ignored.example/`,
        'not a link',
        '',
        nowhere,
        'https://recipes.example/bread',
      ].join('\n'),
    );
  const preview = dialog.getByRole('list', { name: 'Import preview' });
  const rows = preview.getByRole('listitem');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toContainText('Ready');
  await expect(rows.nth(1)).toContainText(second);
  await expect(rows.nth(1)).not.toContainText('ignored.example');

  await dialog.getByRole('button', { name: 'Import 4 gems' }).click();
  // Each link got its page's preview from the scraper.
  await expect(rows.nth(0)).toContainText('Success');
  await expect(rows.nth(0)).toContainText(`Saved as ${FIXTURE_ARTICLE.title}`);
  await expect(rows.nth(1)).toContainText('Success');
  // A host that does not exist is a failure, with the scraper's message, not a success.
  await expect(rows.nth(2)).toContainText('Failed');
  await expect(rows.nth(2)).toContainText('The URL format is invalid');
  await expect(rows.nth(3)).toContainText('Already saved');
  await expect(rows.nth(3)).toContainText('You already saved this link');
  await expect(rows.nth(3).getByRole('link', { name: 'Open the saved gem' })).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: 'Batch import progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(dialog.getByTestId('batch-summary')).toHaveText(
    '2 saved · 1 already saved · 1 failed. Add the failed links by hand, or skip them.',
  );

  // The failure can be saved by hand: Add a New Gem opens over the list with its URL filled in.
  await rows
    .nth(2)
    .getByRole('button', { name: `Add ${nowhere} by hand` })
    .click();
  const addGem = page.getByRole('dialog', { name: 'Add a New Gem' });
  await expect(addGem.getByLabel('Website URL')).toHaveValue(nowhere);
  await page.keyboard.press('Escape');
  await expect(addGem).toBeHidden();
  await expect(rows.nth(2)).toContainText('Opened in Add Gem');
  // … or skipped.
  await rows
    .nth(2)
    .getByRole('button', { name: `Skip ${nowhere}` })
    .click();
  await expect(rows.nth(2)).toContainText('Skipped');
  await expect(dialog.getByTestId('batch-summary')).toHaveText('2 saved · 1 already saved · 1 skipped');

  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  const mine = (await (await page.request.get('/api/gems?feed=mine&limit=50')).json()) as {
    url: string;
    title: string;
    description: string;
    imageUrl: string;
    sourceImageUrl?: string | null;
  }[];
  const saved = mine.find((g) => g.url === first);
  expect(saved).toMatchObject({ title: FIXTURE_ARTICLE.title, description: FIXTURE_ARTICLE.description });
  // The page's image: remote until the keeper has stored its copy here, the origin kept beside it.
  expect(saved!.sourceImageUrl ?? saved!.imageUrl).toBe(fixtureUrl(FIXTURE_ARTICLE.imagePath));
  if (saved!.sourceImageUrl) expect(saved!.imageUrl).toMatch(/^\/uploads\/.+\.webp$/);
  expect(mine.map((g) => g.url)).toContain(second);
  expect(mine.map((g) => g.url)).not.toContain(nowhere);
});

test('the imports page needs a session', async ({ page }) => {
  await page.goto('/imports');
  await expect(page).toHaveURL(/\/login$/);
});

const KARAKEEP = readFileSync(
  new URL('../services/curation/test/fixtures/formats/karakeep.json', import.meta.url),
);

test("import another app's export (Karakeep JSON): its lists become collections, its text note is skipped", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await registerThroughApi(page.request, uniqueAccount('karakeep'));
  await page.goto('/imports');
  await page.getByLabel('Bookmarks file').setInputFiles({
    name: 'karakeep-export.json',
    mimeType: 'application/json',
    buffer: KARAKEEP,
  });
  await page.getByRole('button', { name: 'Start import' }).click();
  await expect(page.getByTestId('import-status')).toHaveText('Done', { timeout: 30_000 });
  await expect(page.getByTestId('import-imported')).toHaveText('2');
  await expect(page.getByTestId('import-skipped')).toHaveText('1');
  await expect(page.getByRole('link', { name: 'Download report of links not imported' })).toBeVisible();
  const collections = (await (await page.request.get('/api/collections')).json()) as { title: string }[];
  expect(collections.map((c) => c.title).sort()).toEqual(['Food / Cooking', 'Weekend']);
});
