import type { Page } from '@playwright/test';
import { expect, test } from './console-errors.js';
import { registerThroughApi, uniqueAccount } from './support/accounts.js';
import { FIXTURE_ARTICLE, fixtureUrl, startFixtureSite, type FixtureSite } from './support/fixture-site.js';

// Add a New Gem against the real scraper, which reads a local fixture website, saving through
// the real curation service.

let site: FixtureSite;
test.beforeAll(async () => {
  site = await startFixtureSite();
});
test.afterAll(async () => {
  await site.close();
});

async function signInAndOpenDialog(page: Page) {
  const account = uniqueAccount('addgem');
  await registerThroughApi(page.request, account);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Welcome back, ${account.username}!` })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Add Gem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a New Gem' });
  await expect(dialog.getByLabel('Website URL')).toBeFocused();
  return dialog;
}

test('Get Info fills the gem from a real page; Save stores it in a new collection', async ({
  page,
  consoleErrors,
}) => {
  // Saving the same page twice is refused with a 409 on purpose.
  consoleErrors.allow(/status of 409 .*\/api\/gems\)$/);
  const dialog = await signInAndOpenDialog(page);

  // No scheme typed: https:// is put in front and the address is checked before any request.
  await dialog.getByLabel('Website URL').fill('not a url');
  await dialog.getByRole('button', { name: 'Get Info' }).click();
  await expect(dialog.getByText('Please enter a valid website URL (e.g., example.com or')).toBeVisible();

  await dialog.getByLabel('Website URL').fill(fixtureUrl(FIXTURE_ARTICLE.path));
  await dialog.getByLabel('Website URL').press('Enter');

  await expect(dialog.getByLabel('Title')).toHaveValue(FIXTURE_ARTICLE.title);
  await expect(dialog.getByLabel('Description')).toHaveValue(FIXTURE_ARTICLE.description);
  await expect(dialog.getByLabel('Image URL')).toHaveValue(fixtureUrl(FIXTURE_ARTICLE.imagePath));
  const preview = dialog.getByRole('img', { name: 'Gem image preview' });
  await expect(preview).toHaveAttribute('src', fixtureUrl(FIXTURE_ARTICLE.imagePath));
  // The browser really decoded the fixture's PNG.
  await expect
    .poll(() => preview.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBe(320);
  // A new account has no collections yet; one is created inline.
  await expect(dialog.getByText('You have no collections yet.')).toBeVisible();

  await dialog.getByLabel('Tags', { exact: true }).fill('kitchen');
  await dialog.getByLabel('Tags', { exact: true }).press('Enter');
  await dialog.getByLabel('Tags', { exact: true }).fill('copper,');
  await expect(dialog.getByRole('list', { name: 'Chosen tags' }).getByRole('listitem')).toHaveText([
    '#kitchen',
    '#copper',
  ]);
  await dialog.getByLabel('Personal note').fill('The one my grandmother had.');
  // A new collection named with spaces only is refused, not silently dropped (spec 01 §5).
  await dialog.getByLabel('New collection name').fill('   ');
  await expect(dialog.getByRole('alert').filter({ hasText: 'Please enter a collection name' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Gem' }).click();
  await expect(page.locator('.ant-notification-notice')).toContainText('Please enter a collection name');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('New collection name').fill('Kitchen things');
  await expect(dialog.getByText('Please enter a collection name')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Save Gem' }).click();
  await expect(page.locator('.ant-notification-notice')).toContainText('Gem saved!');
  await expect(dialog).toBeHidden();

  // The gem is stored as typed, and it is in the collection made on the way.
  const mine = (await (await page.request.get('/api/gems?feed=mine')).json()) as {
    id: number;
    title: string;
    tags: string[];
    userNote: string;
  }[];
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({
    title: FIXTURE_ARTICLE.title,
    tags: ['kitchen', 'copper'],
    userNote: 'The one my grandmother had.',
  });
  const holding = (await (await page.request.get(`/api/gems/${mine[0]!.id}/collections`)).json()) as {
    title: string;
  }[];
  expect(holding.map((c) => c.title)).toEqual(['Kitchen things']);

  // The collection now shows in the picker; saving the same page again offers the saved gem.
  await page.getByRole('banner').getByRole('button', { name: 'Add Gem' }).click();
  await dialog.getByLabel('Website URL').fill(fixtureUrl(FIXTURE_ARTICLE.path));
  await dialog.getByLabel('Website URL').press('Enter');
  await expect(dialog.getByLabel('Title')).toHaveValue(FIXTURE_ARTICLE.title);
  await dialog.getByLabel('Collection', { exact: true }).click();
  await expect(page.locator('.ant-select-item-option', { hasText: 'Kitchen things' })).toBeVisible();
  await dialog.getByLabel('Collection', { exact: true }).press('Escape');
  // A collection made on the way for a gem that is then refused is not left behind.
  await dialog.getByLabel('New collection name').fill('Second try');
  await dialog.getByRole('button', { name: 'Save Gem' }).click();
  const duplicate = dialog.getByRole('alert').filter({ hasText: 'You already saved this link' });
  await expect(duplicate).toBeVisible();
  const collections = (await (await page.request.get('/api/collections')).json()) as { title: string }[];
  expect(collections.map((c) => c.title)).toEqual(['Kitchen things']);
  await duplicate.getByRole('button', { name: 'Open the saved gem' }).click();
  await expect(page).toHaveURL(new RegExp(`/gem/${mine[0]!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: FIXTURE_ARTICLE.title })).toBeVisible();
  // The source's byline, as the page stated it, beside the link to it.
  const source = page.getByRole('group', { name: 'Source' });
  const logo = source.getByRole('img', { name: FIXTURE_ARTICLE.siteName });
  await expect(logo).toHaveAttribute('src', fixtureUrl(FIXTURE_ARTICLE.logoPath));
  await expect
    .poll(() => logo.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBe(32);
  await expect(source).toContainText(FIXTURE_ARTICLE.siteName);
  await expect(source.getByText(/^Published (March 2, 2026|2 March 2026)$/)).toBeVisible();
  await expect(source).toContainText(`by ${FIXTURE_ARTICLE.author}`);
});

test('a blocked page shows Scraping Failed, and Enter manually starts an Untitled gem', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 403 .*\/api\/scrape\)$/);
  const dialog = await signInAndOpenDialog(page);
  const blockedUrl = fixtureUrl('/members-only');

  await dialog.getByLabel('Website URL').fill(blockedUrl);
  await dialog.getByRole('button', { name: 'Get Info' }).click();

  const alert = dialog.getByRole('alert').filter({ hasText: 'Scraping Failed' });
  await expect(alert).toContainText(
    'This website has blocked access. Try another site or enter details manually.',
  );
  const toast = page.locator('.ant-notification-notice');
  await expect(toast).toContainText('Scraping failed');
  await expect(toast).toContainText("You can use the 'Enter Manually' option to add this site.");

  await alert.getByRole('button', { name: 'Enter manually' }).click();
  await expect(dialog.getByLabel('Title')).toHaveValue('Untitled');
  await expect(dialog.getByLabel('Title')).toBeFocused();
  await expect(dialog.getByTestId('gem-image-placeholder')).toContainText('127.0.0.1');
  await expect(dialog.locator('.ant-select-selection-item', { hasText: 'Article' })).toBeVisible();
  // Without an image the gem needs a name of the user's own, and "Untitled" is not one (spec 01 §4).
  await dialog.getByRole('button', { name: 'Save Gem' }).click();
  await expect(page.locator('.ant-notification-notice')).toContainText('Gem name required');
  await expect(dialog).toBeVisible();
});

test('a missing page can be retried with a different URL', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 404 .*\/api\/scrape\)$/);
  const dialog = await signInAndOpenDialog(page);
  await dialog.getByLabel('Website URL').fill(fixtureUrl('/no-such-page'));
  await dialog.getByRole('button', { name: 'Get Info' }).click();
  const alert = dialog.getByRole('alert').filter({ hasText: 'Scraping Failed' });
  await expect(alert).toContainText('The page could not be found. Check the URL and try again.');

  await alert.getByRole('button', { name: 'Try a different URL' }).click();
  await expect(dialog.getByLabel('Website URL')).toHaveValue('');
  await expect(dialog.getByLabel('Website URL')).toBeFocused();
  await dialog.getByLabel('Website URL').fill(fixtureUrl(FIXTURE_ARTICLE.path));
  await dialog.getByLabel('Website URL').press('Enter');
  await expect(dialog.getByLabel('Title')).toHaveValue(FIXTURE_ARTICLE.title);
});

test('a link shared into the app opens the dialog prefilled, once', async ({ page }) => {
  const account = uniqueAccount('shared');
  await registerThroughApi(page.request, account);
  await page.goto('/landing');
  const shared = fixtureUrl(FIXTURE_ARTICLE.path);
  // The share page keeps a link here when a guest shares it (spec 02 §3); strings, since e2e code has no DOM types.
  await page.evaluate(`localStorage.setItem('pendingGemUrl', ${JSON.stringify(shared)})`);
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Add a New Gem' });
  await expect(dialog.getByLabel('Website URL')).toHaveValue(shared);
  expect(await page.evaluate(`localStorage.getItem('pendingGemUrl')`)).toBeNull();
});
