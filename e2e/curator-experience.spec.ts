import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './console-errors.js';
import { registerThroughApi, uniqueAccount, type TestAccount } from './support/accounts.js';
import { FIXTURE_ARTICLE, fixtureUrl, startFixtureSite, type FixtureSite } from './support/fixture-site.js';

// Issue 15: what a first real session stumbled on, replayed as a new curator would, against the
// whole product (real scraper reading the local fixture site, real curation and social services).
// Every journey here also asserts a console free of errors (e2e/console-errors.ts).

let site: FixtureSite;
test.beforeAll(async () => {
  site = await startFixtureSite();
});
test.afterAll(async () => {
  await site.close();
});

const runId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function createGem(
  request: APIRequestContext,
  gem: { title: string; url: string; categories?: string[]; visibility?: string; userNote?: string },
) {
  const res = await request.post('/api/gems', {
    data: { description: '', imageUrl: '', tags: [], categories: ['Travel'], ...gem },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function fillSignup(page: Page, account: TestAccount) {
  const dialog = page.getByRole('dialog', { name: 'Save your gem!' });
  await dialog.getByLabel('Username').fill(account.username);
  await dialog.getByLabel('Email address').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog).toBeHidden();
}

test('a visitor saving a link on /landing signs up in "Save your gem!" and lands in Add Gem with it', async ({
  page,
}) => {
  await page.goto('/landing');
  const link = fixtureUrl(FIXTURE_ARTICLE.path);
  await page.getByLabel('Link to save').fill(link);
  await page.getByRole('button', { name: 'Save it' }).click();

  const signup = page.getByRole('dialog', { name: 'Save your gem!' });
  await expect(signup.getByText('Create an account to save and share your curated content')).toBeVisible();
  // The small preview names the link being saved.
  await expect(signup.getByTestId('signup-preview')).toContainText('127.0.0.1');

  const account = uniqueAccount('guest');
  await fillSignup(page, account);
  await expect(page.locator('.ant-notification-notice')).toContainText(
    `Welcome to Gems, ${account.username}!`,
  );
  const addGem = page.getByRole('dialog', { name: 'Add a New Gem' });
  await expect(addGem.getByLabel('Website URL')).toHaveValue(link);
});

test('a visitor has Add Gem in the top bar, and liking as a guest offers signup, then likes', async ({
  page,
  browser,
}) => {
  // A curator's public gem for the visitor to like.
  const ownerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await registerThroughApi(ownerContext.request, uniqueAccount('owner'));
  const title = `Lovely kettle ${runId()}`;
  const gemId = await createGem(ownerContext.request, { title, url: fixtureUrl(`/kettle-${runId()}`) });
  await ownerContext.close();

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Add Gem' }).click();
  const signup = page.getByRole('dialog', { name: 'Save your gem!' });
  await expect(signup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(signup).toBeHidden();

  await page.goto(`/gem/${gemId}`);
  // The page's own button: the cards of "More Like This" have one of the same name each.
  await page
    .getByRole('group', { name: 'This gem’s actions' })
    .getByRole('button', { name: 'Like this gem' })
    .click();
  await expect(page.locator('.ant-notification-notice')).toContainText('Please log in to like this gem');
  await expect(signup.getByTestId('signup-preview')).toContainText(title);
  await fillSignup(page, uniqueAccount('liker'));
  // After signing up the like is done: the count shows it and the button offers to unlike.
  // (The page's own like button: "More Like This" below shows other gems' counts too.)
  const unlike = page.getByRole('button', { name: 'Unlike this gem' });
  await expect(unlike).toBeVisible();
  await expect(unlike.getByTestId('like-count')).toHaveText('1');
  // Its name carries the count it shows (label in name): one like, in the singular.
  await expect(unlike).toHaveAccessibleName('Unlike this gem, 1 like');
});

test('on a private profile, Add Gem defaults to Private and the saved gem is private', async ({ page }) => {
  const account = uniqueAccount('private');
  await registerThroughApi(page.request, account);
  const res = await page.request.patch('/api/auth/profile', { data: { isPublic: false } });
  expect(res.ok()).toBe(true);

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Add Gem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a New Gem' });
  await dialog.getByLabel('Website URL').fill(fixtureUrl(FIXTURE_ARTICLE.path));
  await dialog.getByLabel('Website URL').press('Enter');
  await expect(dialog.getByLabel('Title')).toHaveValue(FIXTURE_ARTICLE.title);
  const visibility = dialog.getByRole('radiogroup', { name: 'Visibility' });
  await expect(visibility.getByRole('radio', { name: 'Private' })).toBeChecked();
  await expect(dialog.getByText('Your profile is private, so new gems are private')).toBeVisible();

  // Issue 15 §9: a picked category replaces the default "Article".
  const categories = dialog.locator('.ant-select', { has: page.locator('#add-gem-categories') });
  await expect(categories.locator('.ant-select-selection-item', { hasText: 'Article' })).toBeVisible();
  await dialog.getByLabel('Categories').fill('Travel');
  await dialog.getByLabel('Categories').press('Enter');
  await dialog.getByLabel('Categories').press('Escape');
  await expect(categories.locator('.ant-select-selection-item', { hasText: 'Travel' })).toBeVisible();
  await expect(categories.locator('.ant-select-selection-item', { hasText: 'Article' })).toHaveCount(0);

  // Issue 15 §8: the note shows its limit, and says so past it in the server's words.
  const note = dialog.getByLabel('Personal note');
  await note.fill('Short and sweet');
  await expect(dialog.getByText('15 / 2000')).toBeVisible();
  await note.fill('x'.repeat(2001));
  await expect(dialog.getByText('Note must be at most 2000 characters')).toBeVisible();
  await note.fill('Short and sweet');

  await dialog.getByRole('button', { name: 'Save Gem' }).click();
  await expect(page.locator('.ant-notification-notice')).toContainText('Gem saved!');
  const mine = (await (await page.request.get('/api/gems?feed=mine')).json()) as {
    visibility: string;
    categories: string[];
  }[];
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({ visibility: 'private', categories: ['Travel'] });

  // The server refuses a longer note with the same words.
  const long = await page.request.post('/api/gems', {
    data: { url: fixtureUrl('/long-note'), title: 'Long note', userNote: 'x'.repeat(2001) },
  });
  expect(long.status()).toBe(400);
  expect(((await long.json()) as { message: string }).message).toContain(
    'Note must be at most 2000 characters',
  );
});

test('saving a link twice says so where the user looks, with the saved-by count', async ({
  page,
  browser,
  consoleErrors,
}) => {
  // The second save is refused with a 409 on purpose.
  consoleErrors.allow(/status of 409/);
  // The fixture page under an address of this test's own, so only the two savers below count.
  const link = fixtureUrl(`${FIXTURE_ARTICLE.path}?run=${runId()}`);
  // Another curator saved the same page.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await registerThroughApi(other.request, uniqueAccount('other'));
  await createGem(other.request, { title: FIXTURE_ARTICLE.title, url: link });
  await other.close();

  await registerThroughApi(page.request, uniqueAccount('twice'));
  const firstId = await createGem(page.request, { title: FIXTURE_ARTICLE.title, url: link });

  await page.setViewportSize({ width: 1000, height: 560 });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Add Gem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a New Gem' });
  await dialog.getByLabel('Website URL').fill(link);
  await dialog.getByLabel('Website URL').press('Enter');
  await expect(dialog.getByLabel('Title')).toHaveValue(FIXTURE_ARTICLE.title);
  await dialog.getByRole('button', { name: 'Save Gem' }).click();

  const notice = dialog.getByRole('alert').filter({ hasText: 'You already saved this link' });
  await expect(notice).toBeInViewport();
  await expect(notice.getByTestId('saved-by')).toContainText('Saved by 2 curators.');
  await expect(notice.getByRole('button', { name: 'Open the saved gem' })).toBeFocused();
  const toast = page.locator('.ant-notification-notice');
  await expect(toast).toContainText('You already saved this link');
  await expect(toast).toContainText('Saved by 2 curators');
  await toast.getByRole('button', { name: 'Open the saved gem' }).click();
  await expect(page).toHaveURL(new RegExp(`/gem/${firstId}$`));
});

test('counts read in the singular for one, Explore speaks plainly, long titles are clamped', async ({
  page,
  browser,
}) => {
  const account = uniqueAccount('counts');
  await registerThroughApi(page.request, account);
  const longTitle = `A very long title ${'that goes on and on '.repeat(15)}`.trim();
  await createGem(page.request, { title: longTitle, url: fixtureUrl(`/long-${runId()}`) });
  const me = (await (await page.request.get('/api/auth/me')).json()) as { id: number };

  const fan = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await registerThroughApi(fan.request, uniqueAccount('fan'));
  const follow = await fan.request.post('/api/follow-requests', { data: { toUserId: me.id } });
  expect(follow.ok(), await follow.text()).toBe(true);
  await fan.close();

  await page.goto(`/profile/${account.username}`);
  const counts = page.getByRole('group', { name: 'Counts' });
  await expect(counts).toContainText('1 gem');
  await expect(counts).not.toContainText('1 gems');
  await expect(counts).toContainText('1 follower');
  await expect(counts).not.toContainText('1 followers');

  // The 300-character title is at most three lines on its card, ending in an ellipsis.
  const title = page.locator('.gem-card-title').first();
  await expect(title).toContainText('A very long title');
  const box = await title.boundingBox();
  // A string, since e2e code has no DOM types.
  const lineHeight = Number.parseFloat(
    String(await page.evaluate(`getComputedStyle(document.querySelector('.gem-card-title')).lineHeight`)),
  );
  expect(box!.height).toBeLessThanOrEqual(lineHeight * 3 + 2);

  await page.goto('/explore?category=Nonsense');
  await expect(page.getByText('Gems in Nonsense', { exact: true })).toBeVisible();
  await expect(page.getByText('No gems found in Nonsense.')).toBeVisible();
});

test('on-brand pieces: the 404 picture, a gem without image in the dashboard, category icons', async ({
  page,
  consoleErrors,
}) => {
  // The SPA answers an unknown path itself; only its own 404 page shows.
  consoleErrors.allow(/status of 404/);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByTestId('not-found-picture')).toBeVisible();
  await expect(page.locator('.ant-result-404')).toHaveCount(0);

  await page.goto('/landing');
  const tile = (name: string) => page.getByRole('link', { name, exact: true });
  await expect(tile('Food & Drink').locator('.anticon')).toHaveClass(/anticon-coffee/);
  await expect(tile('Bars & Nightlife').locator('.anticon')).toHaveClass(/anticon-moon/);

  await registerThroughApi(page.request, uniqueAccount('dash'));
  const gemId = await createGem(page.request, { title: 'No picture', url: fixtureUrl(`/plain-${runId()}`) });
  const shelf = await page.request.post('/api/collections', {
    data: { title: 'Plain things', description: '', visibility: 'public' },
  });
  const shelfId = ((await shelf.json()) as { id: number }).id;
  expect((await page.request.post('/api/gem-shelf', { data: { gemId, shelfId } })).ok()).toBe(true);
  await page.goto('/dashboard');
  const strip = page.getByRole('list', { name: 'Gems in this collection' });
  await expect(strip.getByTestId('gem-thumb-placeholder')).toBeVisible();
  await expect(strip).not.toContainText('1');
});

test("a visitor's pages log no console error and make no call that must fail", async ({
  page,
  consoleErrors,
}) => {
  // The session check is asked only when the session's readable hint cookie is there (issue 15 §10).
  const sessionChecks: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/me') sessionChecks.push(request.url());
  });
  await page.goto('/landing');
  await expect(page.getByRole('button', { name: 'Save it' })).toBeVisible();
  await page.goto('/explore');
  await expect(page.getByRole('heading', { name: 'Discover curated gems' })).toBeVisible();
  expect(sessionChecks).toEqual([]);
  expect(consoleErrors.messages).toEqual([]);
});
