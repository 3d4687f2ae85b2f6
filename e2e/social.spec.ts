import type { Browser, Page } from '@playwright/test';
import { expect, test } from './console-errors.js';
import { registerThroughApi, uniqueAccount, type TestAccount } from './support/accounts.js';
import { gradientPng } from './support/fixture-site.js';

// Follows, private profiles, likes and notifications across two real accounts, each in its own
// browser context, against the whole product (identity, curation and social through the gateway).

// Two accounts, several pages each, and events between services: more than the default budget
// on a busy machine.
test.setTimeout(120_000);

async function signedInPage(browser: Browser, label: string): Promise<{ page: Page; account: TestAccount }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = uniqueAccount(label);
  await registerThroughApi(page.request, account);
  return { page, account };
}

/** A gem saved through the API (the Add Gem dialog has its own browser test). */
async function saveGem(page: Page, title: string, visibility: 'public' | 'followers' | 'private') {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const res = await page.request.post('/api/gems', {
    data: {
      url: `https://example.com/${slug}`,
      title,
      description: `About ${title}`,
      imageUrl: '',
      domain: 'example.com',
      categories: ['Art'],
      tags: [],
      userNote: '',
      visibility,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

test('A asks to follow private B, B accepts, and A then sees B’s followers-only gem', async ({ browser }) => {
  const { page: pageA, account: a } = await signedInPage(browser, 'fola');
  const { page: pageB, account: b } = await signedInPage(browser, 'folb');

  // B turns the profile private with the Settings switch.
  await pageB.goto('/settings');
  const publicSwitch = pageB.getByRole('switch', { name: 'Public Profile' });
  await expect(publicSwitch).toBeChecked();
  await publicSwitch.click();
  await expect(pageB.locator('.ant-notification-notice')).toContainText('Your profile is now private');
  await expect(publicSwitch).not.toBeChecked();

  const secret = `Followers only ${Date.now().toString(36)}`;
  const open = `Public pick ${Date.now().toString(36)}`;
  await saveGem(pageB, secret, 'followers');
  await saveGem(pageB, open, 'public');

  // A sees B's public gem but not the followers-only one, and asks to follow.
  await pageA.goto(`/profile/${b.username}`);
  await expect(pageA.getByRole('heading', { name: b.username, level: 2 })).toBeVisible();
  await expect(pageA.getByText('Private', { exact: true })).toBeVisible();
  await expect(pageA.getByRole('link', { name: open, exact: true })).toBeVisible();
  await expect(pageA.getByRole('link', { name: secret, exact: true })).toHaveCount(0);
  await pageA.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(pageA.getByRole('button', { name: 'Requested' })).toBeVisible();
  await expect(pageA.locator('.ant-notification-notice')).toContainText('Follow request sent');

  // B finds the request on the own profile and accepts it.
  await pageB.goto(`/profile/${b.username}`);
  const request = pageB.getByRole('listitem', { name: `Follow request from ${a.username}` });
  await expect(request).toBeVisible();
  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(pageB.locator('.ant-notification-notice')).toContainText(`${a.username} now follows you`);
  await expect(request).toHaveCount(0);
  await expect(pageB.getByTestId('followers-count')).toHaveText('1');

  // The Connections dialog lists A among B's followers.
  await pageB.getByRole('button', { name: 'See Followers' }).click();
  const dialog = pageB.getByRole('dialog', { name: 'Connections' });
  await expect(
    dialog.getByRole('list', { name: 'Followers' }).getByRole('link', { name: a.username }),
  ).toBeVisible();
  await pageB.keyboard.press('Escape');

  // A now follows B and sees the followers-only gem (curation learns of the follow by event).
  await expect(async () => {
    await pageA.reload();
    await expect(pageA.getByRole('link', { name: secret, exact: true })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  await expect(pageA.getByRole('button', { name: 'Following', exact: true })).toBeVisible();

  // A was told that the request was accepted.
  await pageA.goto('/notifications');
  await expect(pageA.getByRole('list', { name: 'Notifications' })).toContainText(b.username);
});

test('a like and a comment reach the owner as notifications; the owner marks them read', async ({
  browser,
}) => {
  const { page: owner, account: o } = await signedInPage(browser, 'owner');
  const { page: fan, account: f } = await signedInPage(browser, 'fan');
  const title = `Copper pan ${Date.now().toString(36)}`;
  await saveGem(owner, title, 'public');

  await fan.goto(`/profile/${o.username}`);
  const card = fan.getByRole('article', { name: title });
  await card.getByRole('button', { name: 'Like this gem' }).click();
  await expect(fan.locator('.ant-notification-notice')).toContainText('Gem liked');
  await expect(card.getByRole('button', { name: 'Unlike this gem' })).toBeVisible();
  await expect(card.getByTestId('like-count')).toHaveText('1');

  // The fan comments, then corrects the comment inline.
  await card.getByRole('button', { name: 'Comments (0)' }).click();
  const box = card.getByRole('textbox', { name: 'Write a comment' });
  await expect(card.getByRole('button', { name: 'Post' })).toBeDisabled();
  await box.fill('Where did you find it?');
  await expect(card.getByText('22 / 500')).toBeVisible();
  await card.getByRole('button', { name: 'Post' }).click();
  const comment = card.getByRole('listitem', { name: `Comment by ${f.username}` });
  await expect(comment).toContainText('Where did you find it?');
  await expect(comment.getByRole('link', { name: f.username })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Comments (1)' })).toBeVisible();
  await comment.getByRole('button', { name: 'Edit' }).click();
  await comment.getByRole('textbox', { name: 'Edit your comment' }).fill('Where did you buy it?');
  await comment.getByRole('button', { name: 'Save' }).click();
  await expect(comment).toContainText('Where did you buy it?');

  // The owner cannot like the own gem.
  await owner.goto(`/profile/${o.username}`);
  const own = owner.getByRole('article', { name: title });
  await expect(own.getByRole('button', { name: 'Likes on your gem' })).toBeDisabled();

  // Notifications appear a moment after the actions (written from social's own events).
  await expect(async () => {
    await owner.goto('/notifications');
    await expect(owner.getByRole('list', { name: 'Notifications' }).getByRole('listitem')).toHaveCount(2, {
      timeout: 5_000,
    });
  }).toPass({ timeout: 45_000 });
  const list = owner.getByRole('list', { name: 'Notifications' });
  await expect(list).toContainText(f.username);
  await expect(owner.getByTestId('unread-count')).toHaveText('2 unread');
  // The account menu's unread dot says the same (announced as text for screen readers).
  await owner.getByRole('button', { name: 'Account menu' }).click();
  await expect(owner.getByRole('menuitem', { name: /Notifications \(2 unread\)/ })).toBeVisible();
  await owner.keyboard.press('Escape');
  await list.getByRole('listitem').first().getByRole('button', { name: 'Mark as read' }).click();
  await expect(owner.getByTestId('unread-count')).toHaveText('1 unread');
  await owner.getByRole('button', { name: 'Mark All Read' }).click();
  await expect(owner.getByTestId('unread-count')).toHaveText('All caught up');
  await owner.getByRole('button', { name: 'Delete notification' }).first().click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await owner.getByRole('button', { name: 'Delete notification' }).click();
  await expect(owner.getByText('No notifications yet')).toBeVisible();
  await owner.reload();
  await expect(owner.getByText('No notifications yet')).toBeVisible();
});

test('the owner edits the profile, changes the photo, gets a referral link and reorders the gems', async ({
  browser,
}) => {
  const { page, account } = await signedInPage(browser, 'prof');
  const stamp = Date.now().toString(36);
  for (const name of ['Alpha', 'Beta', 'Gamma']) await saveGem(page, `${name} ${stamp}`, 'public');

  await page.goto(`/profile/${account.username}`);
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await dialog.getByLabel('Bio').fill('I collect kitchen things.');
  await dialog.getByLabel('Location').fill('Lisbon');
  await dialog.getByRole('tab', { name: 'Social Media' }).click();
  await dialog.getByLabel('Instagram').fill('@kitchen.things');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.locator('.ant-notification-notice')).toContainText('Profile updated');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('I collect kitchen things.')).toBeVisible();
  await expect(page.getByText('Lisbon')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Instagram: kitchen.things' })).toHaveAttribute(
    'href',
    'https://instagram.com/kitchen.things',
  );

  // Photo: choose → preview → cancel, then choose → preview → save.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const photo = { name: 'me.png', mimeType: 'image/png', buffer: gradientPng(64, 64) };
  let chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose Photo' }).click();
  await (await chooser).setFiles(photo);
  await expect(dialog.getByRole('img', { name: 'New profile photo preview' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByRole('img', { name: 'New profile photo preview' })).toHaveCount(0);
  chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose Photo' }).click();
  await (await chooser).setFiles(photo);
  await dialog.getByRole('button', { name: 'Save Photo' }).click();
  await expect(page.locator('.ant-notification-notice').last()).toContainText('Profile photo updated');
  await expect(page.getByRole('img', { name: `${account.username}'s profile photo` })).toHaveAttribute(
    'src',
    /^\/uploads\//,
  );

  // Referrals: a code is generated once and the register link carries it.
  await dialog.getByRole('tab', { name: 'Referrals' }).click();
  await dialog.getByRole('button', { name: 'Generate Referral Code' }).click();
  await expect(dialog.getByLabel('Referral link')).toHaveValue(/\/register\?ref=[A-Z0-9]{8}$/);
  await page.keyboard.press('Escape');

  // Reorder with the keyboard-friendly buttons; the order survives a reload.
  const titles = () =>
    page.getByRole('list', { name: 'Your gems' }).getByRole('heading', { level: 3 }).allTextContents();
  await expect.poll(titles).toHaveLength(3);
  const before = await titles();
  await page.getByRole('button', { name: `Move ${before[0]} later` }).click();
  const after = [before[1], before[0], before[2]];
  await expect.poll(titles).toEqual(after);
  await expect(page.getByText(`${before[0]} moved to position 2 of 3`)).toBeAttached();
  // And by drag and drop with the mouse: the last card's handle onto the first card (moved in
  // steps, as a hand does, so the browser starts a native drag).
  const cards = page.getByRole('list', { name: 'Your gems' }).locator(':scope > [role="listitem"]');
  const handle = await cards.nth(2).getByTestId('drag-handle').boundingBox();
  const target = await cards.nth(0).boundingBox();
  if (!handle || !target) throw new Error('cards are not laid out');
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + 20, handle.y + 20, { steps: 5 });
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 10 });
  await page.mouse.up();
  const dropped = [after[2], after[0], after[1]];
  await expect.poll(titles).toEqual(dropped);
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect.poll(titles).toEqual(dropped);

  await page.goto(`/profile/nobody_${stamp}`);
  await expect(page.getByRole('heading', { name: 'User Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
});
