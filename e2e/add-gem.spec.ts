import { expect, test, type Page } from '@playwright/test';
import { registerThroughApi, uniqueAccount } from './support/accounts.js';
import { FIXTURE_ARTICLE, fixtureUrl, startFixtureSite, type FixtureSite } from './support/fixture-site.js';

// Add a New Gem against the real scraper, which reads a local fixture website. Saving needs the
// curation service, which is not built yet: the gateway answers 503 and the dialog must say so.

let site: FixtureSite;
test.beforeAll(async () => {
  site = await startFixtureSite();
});
test.afterAll(async () => {
  await site.close();
});

const CURATION_DOWN = 'The curation service is not available right now. Please try again later.';

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

test('Get Info fills the gem from a real page, and Save says curation is unavailable', async ({ page }) => {
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
  await expect(dialog.getByTestId('collections-unavailable')).toContainText(CURATION_DOWN);

  await dialog.getByLabel('Tags', { exact: true }).fill('kitchen');
  await dialog.getByLabel('Tags', { exact: true }).press('Enter');
  await dialog.getByLabel('Tags', { exact: true }).fill('copper,');
  await expect(dialog.getByRole('list', { name: 'Chosen tags' }).getByRole('listitem')).toHaveText([
    '#kitchen',
    '#copper',
  ]);
  await dialog.getByLabel('Personal note').fill('The one my grandmother had.');

  await dialog.getByRole('button', { name: 'Save Gem' }).click();
  const toast = page.locator('.ant-notification-notice');
  await expect(toast).toContainText('Error');
  await expect(toast).toContainText(`Failed to save the gem. ${CURATION_DOWN}`);
  // Nothing typed is lost: the user can try again later.
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Title')).toHaveValue(FIXTURE_ARTICLE.title);
  await expect(dialog.getByLabel('Personal note')).toHaveValue('The one my grandmother had.');
  await expect(dialog.getByRole('list', { name: 'Chosen tags' }).getByRole('listitem')).toHaveText([
    '#kitchen',
    '#copper',
  ]);
});

test('a blocked page shows Scraping Failed, and Enter manually starts an Untitled gem', async ({ page }) => {
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
});

test('a missing page can be retried with a different URL', async ({ page }) => {
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
