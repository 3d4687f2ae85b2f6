import { expect, test } from './console-errors.js';
import { registerThroughApi, uniqueAccount } from './support/accounts.js';
import { FIXTURE_LONG_READ, fixtureUrl, startFixtureSite, type FixtureSite } from './support/fixture-site.js';

// Issue 29 §2–3 (and §4's fallback): a saved page is copied in the background through the real
// scraper from the fixture site; the gem page offers "Readable copy", which shows the article's
// words and none of the site's chrome; explore search finds the gem by a word only its page has,
// with the passage marked; and once the link is broken, the copy is the page's first way in.
let site: FixtureSite;
test.beforeAll(async () => {
  site = await startFixtureSite();
});
test.afterAll(async () => {
  await site.close();
});

test('a saved page’s readable copy, search inside it, and the copy first once the link breaks', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const account = uniqueAccount('readable');
  await registerThroughApi(page.request, account);
  const res = await page.request.post('/api/gems', {
    data: { url: fixtureUrl(FIXTURE_LONG_READ.path), title: FIXTURE_LONG_READ.title },
  });
  expect(res.status()).toBe(201);
  const id = ((await res.json()) as { id: number }).id;

  // The copy is made after the save, in the background: wait for the API to have it.
  await expect
    .poll(async () => (await page.request.get(`/api/gems/${id}/archive`)).status(), { timeout: 60_000 })
    .toBe(200);

  await page.goto(`/gem/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: FIXTURE_LONG_READ.title })).toBeVisible();
  const copyButton = page.getByRole('link', { name: /Readable copy · saved/ });
  await expect(copyButton).toBeVisible();
  await copyButton.click();
  await expect(page).toHaveURL(new RegExp(`/gem/${id}/readable$`));
  const body = page.getByTestId('readable-copy-body');
  await expect(body).toContainText(FIXTURE_LONG_READ.articleSentence);
  await expect(body).toContainText(`the ${FIXTURE_LONG_READ.pageWord} turns red in autumn`);
  for (const chrome of [...FIXTURE_LONG_READ.chrome, 'Fixture Kitchen home', 'Popular posts'])
    await expect(page.getByText(chrome)).toHaveCount(0);
  expect(await page.title()).not.toContain('script ran');
  await page.getByRole('link', { name: 'Back to the gem' }).click();
  await expect(page).toHaveURL(new RegExp(`/gem/${id}$`));

  // Explore search finds it by a word only in the page's text, and shows where.
  await page.goto('/explore');
  await page.getByRole('searchbox', { name: 'Search' }).fill(FIXTURE_LONG_READ.pageWord);
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  // This account's card: a retry's earlier account saved the same page under the same title.
  const card = page
    .getByRole('article', { name: FIXTURE_LONG_READ.title })
    .filter({ hasText: account.username });
  await expect(card).toBeVisible();
  await expect(card.getByText('In the saved page:')).toBeVisible();
  await expect(card.locator('mark')).toHaveText(FIXTURE_LONG_READ.pageWord);

  // The page goes away; two failed checks make the link broken (the owner's "check now").
  site.remove(FIXTURE_LONG_READ.path);
  for (let i = 0; i < 2; i++)
    expect((await page.request.post(`/api/gems/${id}/link-check`)).status()).toBe(200);
  await page.goto(`/gem/${id}`);
  // The gem's own article: "More like this" below may list other broken links of the same site.
  const gem = page.locator('article[aria-labelledby="gem-title"]');
  await expect(gem.getByText('Link broken')).toBeVisible();
  await expect(gem.getByText(/The original page no longer answers/)).toBeVisible();
  const fallback = page.getByRole('link', { name: /Readable copy · saved/ });
  await expect(fallback).toHaveClass(/plain-btn-primary/);
  await expect(page.getByRole('link', { name: 'View Original Source' })).not.toHaveClass(/plain-btn-primary/);
  await fallback.click();
  await expect(page.getByTestId('readable-copy-body')).toContainText(FIXTURE_LONG_READ.articleSentence);
});
