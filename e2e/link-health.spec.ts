import { expect, test } from './console-errors.js';
import { registerThroughApi, uniqueAccount } from './support/accounts.js';
import { fixtureUrl, startFixtureSite, type FixtureSite } from './support/fixture-site.js';

// Issue 29 §4: a saved link that answers 404 twice is broken; its card says so in words, and
// My Collections' "Broken links" filter lists it. The two checks are the owner's "check now"
// (each one of the checker's checks), through the real scraper and the fixture site.
let site: FixtureSite;
test.beforeAll(async () => {
  site = await startFixtureSite();
});
test.afterAll(async () => {
  await site.close();
});

test('a broken link shows its badge, and the owner can filter My Collections to it', async ({ page }) => {
  const account = uniqueAccount('links');
  await registerThroughApi(page.request, account);
  const saved = async (title: string, path: string) => {
    const res = await page.request.post('/api/gems', { data: { url: fixtureUrl(path), title } });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  const gone = await saved('A page that went away', '/gone-for-good');
  await saved('A page that still works', '/field-notes/copper-kettle');

  const first = await page.request.post(`/api/gems/${gone}/link-check`);
  expect(await first.json()).toMatchObject({ status: 'unchecked', httpStatus: 404 }); // one strike
  const second = await page.request.post(`/api/gems/${gone}/link-check`);
  expect(await second.json()).toMatchObject({ status: 'broken', httpStatus: 404 });

  await page.goto(`/gem/${gone}`);
  await expect(page.getByRole('heading', { level: 1, name: 'A page that went away' })).toBeVisible();
  await expect(page.getByText('Link broken')).toBeVisible();

  await page.goto('/dashboard');
  const filter = page.getByRole('button', { name: 'Broken links' });
  await filter.click();
  await expect(filter).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/linkHealth=broken/);
  const list = page.getByRole('list', { name: 'Gems with broken links' });
  const card = list.getByRole('article', { name: 'A page that went away' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Link broken')).toBeVisible();
  await expect(list.getByRole('article', { name: 'A page that still works' })).toHaveCount(0);
});
