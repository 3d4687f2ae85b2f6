import { readFileSync } from 'node:fs';
import { expect, test } from './console-errors.js';
import { registerThroughApi, uniqueAccount } from './support/accounts.js';

// Imports and exports (issue 3), through the real launcher: a browser's bookmarks file imported
// as a server-side job with its progress watched to the end, the report of links not imported,
// an export, and spec 01's Batch Import dialog with its per-URL badges.

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
  expect(html).toContain('<DT><H3>Cooking / Desserts</H3>');
  expect(html).toContain('Sourdough &amp; rye');

  // The imported folders are collections now.
  const collections = (await (await page.request.get('/api/collections')).json()) as { title: string }[];
  expect(collections.map((c) => c.title).sort()).toEqual(['Cooking', 'Cooking / Desserts', 'Reading']);

  // Spec 01's Batch Import dialog.
  await page.getByRole('button', { name: 'Batch import links' }).click();
  const dialog = page.getByRole('dialog', { name: 'Batch Import Gems' });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(page.locator('.ant-notification-notice')).toContainText('No URLs found');

  await dialog
    .getByLabel('URLs to import')
    .fill(
      [
        'https://e2e-batch.example/one',
        'read later: https://e2e-batch.example/two and https://ignored.example/',
        'not a link',
        '',
        'https://recipes.example/bread',
      ].join('\n'),
    );
  const preview = dialog.getByRole('list', { name: 'Import preview' });
  const rows = preview.getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Ready');
  await expect(rows.nth(1)).toContainText('https://e2e-batch.example/two');
  await expect(rows.nth(1)).not.toContainText('ignored.example');

  await dialog.getByRole('button', { name: 'Import 3 gems' }).click();
  await expect(rows.nth(0)).toContainText('Success');
  await expect(rows.nth(1)).toContainText('Success');
  await expect(rows.nth(2)).toContainText('Failed');
  await expect(rows.nth(2)).toContainText('You already saved this link');
  await expect(dialog.getByRole('progressbar', { name: 'Batch import progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  const mine = (await (await page.request.get('/api/gems?feed=mine&limit=50')).json()) as { url: string }[];
  expect(mine.map((g) => g.url)).toEqual(
    expect.arrayContaining(['https://e2e-batch.example/one', 'https://e2e-batch.example/two']),
  );
});

test('the imports page needs a session', async ({ page }) => {
  await page.goto('/imports');
  await expect(page).toHaveURL(/\/login$/);
});
