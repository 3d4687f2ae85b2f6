import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './console-errors.js';
import { registerThroughApi, uniqueAccount } from './support/accounts.js';
import {
  FIXTURE_ARTICLE,
  fixtureUrl,
  gradientPng,
  startFixtureSite,
  type FixtureSite,
} from './support/fixture-site.js';

// Browsing screens against the real curation service: data is made through the API as the
// signed-in user (page.request shares the page's cookies), then the screens are checked.

let site: FixtureSite;
test.beforeAll(async () => {
  site = await startFixtureSite();
});
test.afterAll(async () => {
  await site.close();
});

const runId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface NewGem {
  title: string;
  url: string;
  imageUrl?: string;
  userNote?: string;
  description?: string;
  categories?: string[];
  tags?: string[];
  visibility?: 'public' | 'followers' | 'private';
}

async function createGem(request: APIRequestContext, gem: NewGem): Promise<number> {
  const res = await request.post('/api/gems', {
    data: { description: '', imageUrl: '', userNote: '', categories: [], tags: [], ...gem },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function createCollection(
  request: APIRequestContext,
  title: string,
  description = '',
): Promise<number> {
  const res = await request.post('/api/collections', { data: { title, description, visibility: 'public' } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function addToCollection(request: APIRequestContext, gemId: number, shelfId: number) {
  const res = await request.post('/api/gem-shelf', { data: { gemId, shelfId } });
  expect(res.ok(), await res.text()).toBe(true);
}

async function signIn(page: Page, label: string) {
  const account = uniqueAccount(label);
  await registerThroughApi(page.request, account);
  return account;
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

test('the home feed shows my gems as cards with every card rule, and the chips filter them', async ({
  page,
}) => {
  test.setTimeout(60_000); // many checks on one shared, busy machine
  const account = await signIn(page, 'feed');
  const id = runId();
  const longNote = `Copper ${id} kettle notes. `.repeat(8).trim();
  const kettle = `Kettle ${id}`;
  const lamp = `Lamp ${id}`;
  const kettleId = await createGem(page.request, {
    title: kettle,
    url: fixtureUrl(`${FIXTURE_ARTICLE.path}?run=${id}`),
    imageUrl: fixtureUrl(FIXTURE_ARTICLE.imagePath),
    userNote: longNote,
    categories: ['Products', 'Food & Drink', 'Kids'],
    tags: ['copper', 'kitchen', 'tea', 'gift'],
  });
  await createGem(page.request, {
    title: lamp,
    url: `https://lamps.example.com/lamp-${id}`,
    imageUrl: fixtureUrl(`/no-such-image-${id}.png`),
    description: 'A reading lamp.',
    categories: ['Design'],
  });
  // A second picture for the kettle, so its card has a carousel.
  const upload = await page.request.post(`/api/gems/${kettleId}/images/upload`, {
    multipart: { image: { name: 'extra.png', mimeType: 'image/png', buffer: gradientPng(64, 64) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Welcome back, ${account.username}!` })).toBeVisible();
  const kettleCard = card(page, kettle);
  await expect(kettleCard).toBeVisible();

  // Title links to the gem page; 2 categories + "+1"; 3 tags with # + "+1".
  await expect(kettleCard.getByRole('link', { name: kettle, exact: true })).toHaveAttribute(
    'href',
    `/gem/${kettleId}`,
  );
  await expect(kettleCard.getByRole('list', { name: 'Categories' }).getByRole('listitem')).toHaveText([
    'Products',
    'Food & Drink',
    '+1',
  ]);
  await expect(kettleCard.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
    '#copper',
    '#kitchen',
    '#tea',
    '+1',
  ]);
  // The note is cut at 150 characters; more / less toggles it.
  await expect(kettleCard.getByText(`${longNote.slice(0, 150).trimEnd()}…`)).toBeVisible();
  await kettleCard.getByRole('button', { name: 'more' }).click();
  await expect(kettleCard.getByText(longNote)).toBeVisible();
  await kettleCard.getByRole('button', { name: 'less' }).click();
  await expect(kettleCard.getByText(longNote)).toHaveCount(0);

  // Carousel: main image first, the uploaded one second, wrapping around.
  await expect(kettleCard.getByRole('img', { name: `${kettle} (image 1 of 2)` })).toBeVisible();
  await kettleCard.getByRole('button', { name: 'Next image' }).click();
  await expect(kettleCard.getByRole('img', { name: `${kettle} (image 2 of 2)` })).toBeVisible();
  await kettleCard.getByRole('button', { name: 'Next image' }).click();
  await expect(kettleCard.getByRole('img', { name: `${kettle} (image 1 of 2)` })).toBeVisible();
  await kettleCard.getByRole('button', { name: 'Previous image' }).click();
  await expect(kettleCard.getByRole('img', { name: `${kettle} (image 2 of 2)` })).toBeVisible();

  // Signed in, the picture opens the source in a new tab.
  const external = kettleCard.getByRole('link', { name: /\(new tab\)$/ });
  await expect(external).toHaveAttribute('href', fixtureUrl(`${FIXTURE_ARTICLE.path}?run=${id}`));
  await expect(external).toHaveAttribute('target', '_blank');

  // Creator, and the owner's actions.
  await expect(kettleCard.getByRole('link', { name: account.username })).toHaveAttribute(
    'href',
    `/profile/${account.username}`,
  );
  await expect(kettleCard.getByRole('button', { name: 'Edit gem' })).toBeVisible();
  await expect(kettleCard.getByRole('button', { name: 'Delete gem' })).toBeVisible();
  await expect(kettleCard.getByRole('button', { name: 'Comments (0)' })).toBeVisible();

  // A broken image falls back to the domain.
  const lampCard = card(page, lamp);
  await expect(lampCard.getByTestId('image-placeholder')).toHaveText('lamps.example.com');
  await expect(lampCard.getByText('A reading lamp.')).toBeVisible();

  // Category chips: one filters, the same one again clears.
  const chips = page.getByRole('group', { name: 'Filter by category' });
  await chips.getByRole('button', { name: 'Design' }).click();
  await expect(card(page, lamp)).toBeVisible();
  await expect(card(page, kettle)).toHaveCount(0);
  await chips.getByRole('button', { name: 'Design' }).click();
  await expect(card(page, kettle)).toBeVisible();

  // My Gems holds both.
  await page.getByText('My Gems', { exact: true }).click();
  await expect(page.getByRole('list', { name: 'My Gems' }).getByRole('article')).toHaveCount(2);

  // A card's tooltips load at the first hover or focus, and show then.
  await card(page, lamp).getByRole('button', { name: 'Share' }).hover();
  await expect(page.getByRole('tooltip').filter({ hasText: 'Share' })).toBeVisible();
  await card(page, kettle).getByRole('button', { name: 'Edit gem' }).focus();
  await expect(page.getByRole('tooltip').filter({ hasText: 'Edit' })).toBeVisible();

  // Delete asks first, then the card goes.
  await card(page, lamp).getByRole('button', { name: 'Delete gem' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.locator('.ant-notification-notice')).toContainText('Gem deleted');
  await expect(card(page, lamp)).toHaveCount(0);
});

test('an empty feed offers curators to follow, and following one fills All Gems with their gems', async ({
  page,
  playwright,
  baseURL,
}) => {
  // A curator with public gems, made in a separate session.
  const curatorSession = await playwright.request.newContext({ baseURL });
  const curator = uniqueAccount('curator');
  await registerThroughApi(curatorSession, curator);
  const id = runId();
  for (let i = 1; i <= 3; i++)
    await createGem(curatorSession, { title: `Curated ${i} ${id}`, url: `https://c.example.com/${id}/${i}` });
  await curatorSession.dispose();

  await signIn(page, 'empty');
  await page.goto('/');
  await expect(page.getByText('Your feed is empty. Follow curators to see their gems here.')).toBeVisible();
  const suggestions = page.getByRole('list', { name: 'Curators to follow' });
  const row = suggestions.getByRole('listitem').filter({ hasText: curator.username });
  await expect(row).toBeVisible();
  await expect(row).toContainText('3 gems');
  await row.getByRole('button', { name: 'Follow' }).click();
  // With a fast bus the feed fills (and the suggestions give way to it) before the button could
  // be seen changing, so the toast is what says the follow was taken.
  await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Following!' })).toBeVisible();

  // The follow reaches curation as an event: the feed shows the curator's gems once it has,
  // without a reload (it said "Your feed is empty" until one).
  await expect(card(page, `Curated 3 ${id}`)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('list', { name: 'All Gems' }).getByRole('article')).toHaveCount(3);

  await page.getByText('My Gems', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Create your first gem' })).toBeVisible();
});

test('explore finds a gem by a word of its note, keeps the search in the URL, and says when nothing matches', async ({
  page,
}) => {
  const account = await signIn(page, 'explore');
  const id = runId();
  const word = `zephyrine${id}`;
  const found = `Weather vane ${id}`;
  const other = `Garden hose ${id}`;
  await createGem(page.request, {
    title: found,
    url: `https://vanes.example.com/${id}`,
    userNote: `Bought this after the ${word} storm last spring.`,
    categories: ['Outdoors'],
  });
  await createGem(page.request, {
    title: other,
    url: `https://hoses.example.com/${id}`,
    userNote: 'Nothing special.',
    categories: ['Outdoors'],
  });

  await page.goto('/explore');
  await expect(page.getByRole('heading', { name: 'Discover curated gems' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(word);
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
  await expect(card(page, found)).toBeVisible();
  await expect(card(page, other)).toHaveCount(0);

  // The search survives a reload, and a sort goes into the URL too.
  await page.reload();
  await expect(card(page, found)).toBeVisible();
  await page.getByRole('combobox', { name: 'Sort gems' }).selectOption({ label: 'Alphabetical' });
  await expect(page).toHaveURL(/sort=alphabetical/);
  await expect(card(page, found)).toBeVisible();

  // Nothing found: said plainly, with a way back.
  await page.getByRole('searchbox', { name: 'Search' }).fill(`nomatch${id}`);
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page.getByText(`No gems found for "nomatch${id}".`)).toBeVisible();
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(page).not.toHaveURL(/q=/);

  // ?category= filters and ?tab=users opens People.
  await page.goto(`/explore?category=Outdoors&q=${id}`);
  await expect(page.getByRole('button', { name: 'Outdoors' })).toHaveAttribute('aria-pressed', 'true');
  await expect(card(page, found)).toBeVisible();
  await page.goto('/explore?tab=users');
  await expect(page.getByRole('tab', { name: 'People', selected: true })).toBeVisible();
  // Before a search: top curators by public gems (this user has two); a search finds by name.
  await expect(
    page.getByRole('list', { name: 'Top curators' }).getByRole('link', { name: account.username }),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(account.username);
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page).toHaveURL(/tab=users/);
  await expect(
    page.getByRole('list', { name: 'People' }).getByRole('link', { name: account.username }),
  ).toBeVisible();
});

test('My Collections shows the three stats, previews and "+N", and deleting updates them', async ({
  page,
}) => {
  await signIn(page, 'dash');
  const id = runId();
  const gems: number[] = [];
  for (let i = 1; i <= 10; i++)
    gems.push(
      await createGem(page.request, {
        title: `Dash gem ${i} ${id}`,
        url: `https://d.example.com/${id}/${i}`,
      }),
    );
  const full = await createCollection(page.request, `Full shelf ${id}`, 'Ten gems');
  const small = await createCollection(page.request, `Small shelf ${id}`);
  await createCollection(page.request, `Empty shelf ${id}`);
  for (const gemId of gems) await addToCollection(page.request, gemId, full);
  await addToCollection(page.request, gems[0]!, small);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'My Collections' })).toBeVisible();
  const stat = (name: string) => page.getByRole('group', { name });
  await expect(stat('Total Collections')).toContainText('3');
  await expect(stat('Total Gems')).toContainText('11');
  await expect(stat('Avg Gems per Collection')).toContainText('4'); // 11 / 3 = 3.67

  const fullCard = card(page, `Full shelf ${id}`);
  await expect(
    fullCard.getByRole('list', { name: 'Gems in this collection' }).getByRole('listitem'),
  ).toHaveCount(9);
  await expect(fullCard.getByText('+2')).toBeVisible();
  await expect(card(page, `Empty shelf ${id}`).getByText('No gems yet.')).toBeVisible();

  // Search narrows the cards.
  await page.getByRole('searchbox', { name: 'Search collections' }).fill('small');
  await expect(page.getByRole('list', { name: 'My collections' }).getByRole('article')).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Search collections' }).fill('');

  // Delete after confirming.
  await card(page, `Empty shelf ${id}`)
    .getByRole('button', { name: `Delete Empty shelf ${id}` })
    .click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(card(page, `Empty shelf ${id}`)).toHaveCount(0);
  await expect(stat('Total Collections')).toContainText('2');
  await expect(stat('Avg Gems per Collection')).toContainText('6'); // 11 / 2 = 5.5
});

test('a visitor sees public collections and gems on the home page, without the external link', async ({
  page,
  browser,
}) => {
  await signIn(page, 'public');
  const id = runId();
  const gemTitle = `Public teapot ${id}`;
  const gemId = await createGem(page.request, {
    title: gemTitle,
    url: `https://teapots.example.com/${id}`,
    imageUrl: fixtureUrl(FIXTURE_ARTICLE.imagePath),
  });
  const shelf = await createCollection(page.request, `Teapots ${id}`, 'Round ones');
  await addToCollection(page.request, gemId, shelf);

  const visitor = await browser.newPage();
  try {
    await visitor.goto('/');
    await expect(visitor.getByRole('heading', { name: 'Curated Collections' })).toBeVisible();
    const collection = card(visitor, `Teapots ${id}`);
    await expect(collection).toBeVisible();
    await expect(collection.getByText('1 gem', { exact: true })).toBeVisible();
    await expect(collection.getByRole('link', { name: `Teapots ${id}`, exact: true })).toHaveAttribute(
      'href',
      `/collections/${shelf}`,
    );
    await expect(visitor.getByTestId('collections-count')).toBeVisible();

    const gem = card(visitor, gemTitle);
    await expect(gem).toBeVisible();
    await expect(gem.getByRole('img', { name: gemTitle })).toBeVisible();
    await expect(gem.getByRole('link', { name: /\(new tab\)$/ })).toHaveCount(0);
    await expect(gem.getByRole('button', { name: 'Add to collection' })).toHaveCount(0);
    await expect(gem.getByRole('button', { name: 'Edit gem' })).toHaveCount(0);
  } finally {
    await visitor.close();
  }
});
