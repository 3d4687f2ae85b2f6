import type { Browser, Page } from '@playwright/test';
import { expect, test } from './console-errors.js';
import { signInAsAdmin, uniqueAccount, type TestAccount } from './support/accounts.js';

// The first week's rough edges (issue 25 §4), each as a user meets it on a fresh install.

test.setTimeout(90_000);

/** A signed-in page of its own context; the account's id comes from the register answer. */
async function signedInPage(browser: Browser, label: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account: TestAccount = uniqueAccount(label);
  const res = await page.request.post('/api/auth/register', {
    data: { ...account, confirmPassword: account.password, firstName: '', lastName: '' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  return { page, account, id };
}

async function openAccountMenuItem(page: Page, item: RegExp, options?: { timeout: number }) {
  await page.getByRole('button', { name: 'Account menu' }).click(options);
  await page.getByRole('menuitem', { name: item }).click(options);
}

test('a follow-request notification opens where the request can be accepted', async ({
  browser,
  consoleErrors,
}) => {
  const { page: asker, account: a } = await signedInPage(browser, 'asker');
  const { page: owner, account: b } = await signedInPage(browser, 'private');
  consoleErrors.watch(asker);
  consoleErrors.watch(owner);
  await owner.request.patch('/api/auth/profile', { data: { isPublic: false } });

  await asker.goto(`/profile/${b.username}`);
  await asker.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(asker.getByRole('button', { name: 'Requested' })).toBeVisible();

  // The notification is written from social's own event, a moment later.
  const notice = owner.getByRole('list', { name: 'Notifications' }).getByRole('link', {
    name: new RegExp(`${a.username} wants to follow you`),
  });
  await expect(async () => {
    await owner.goto('/notifications');
    await expect(notice).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await notice.click();

  // It opened the owner's own profile (the requester's has no Accept), with the request there.
  await expect(owner).toHaveURL(`/profile/${b.username}`);
  const request = owner.getByRole('listitem', { name: `Follow request from ${a.username}` });
  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(owner.locator('.ant-notification-notice')).toContainText(`${a.username} now follows you`);
});

test('a tab whose account was deleted signs out once and goes to /login', async ({
  browser,
  playwright,
  baseURL,
  consoleErrors,
}) => {
  const { page, account, id } = await signedInPage(browser, 'deleted');
  consoleErrors.watch(page);
  // The refused reads after the deletion are the point of this test.
  consoleErrors.allow(/status of 401/);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Welcome back, ${account.username}!` })).toBeVisible();

  const admin = await playwright.request.newContext({ baseURL });
  test.skip(!(await signInAsAdmin(admin)), 'no admin: ADMIN_EMAIL is not set for the server');

  // Watched from before the deletion: the app's own poll of the notification count may sign out
  // the moment the account is gone, before the menu click below (and its toast may be gone again
  // by the time that click gives up).
  const sessionEnded = page
    .locator('.ant-notification-notice', { hasText: 'Your session has ended' })
    .waitFor({ timeout: 30_000 });
  const refused: string[] = [];
  page.on('response', (res) => {
    if (res.status() === 401) refused.push(res.url());
  });
  const visits: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visits.push(new URL(frame.url()).pathname);
  });

  expect((await admin.delete(`/api/admin/users/${id}`)).status()).toBe(200);
  await admin.dispose();

  // The next read needing the session is refused and the app signs out: the notifications page
  // asked for from the menu, unless the app's own polling of the notification count got there
  // first and the menu has already gone.
  await openAccountMenuItem(page, /Notifications/, { timeout: 5_000 }).catch(() => undefined);
  await expect(page).toHaveURL('/login');
  await sessionEnded;
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();
  // No loop: nothing more is asked with the dead session, and /login was reached once.
  const settled = refused.length;
  await page.waitForTimeout(2_000);
  expect(refused.length).toBe(settled);
  expect(visits.filter((path) => path === '/login')).toHaveLength(1);
});

test('Send Feedback checks the e-mail under its field, and its categories read “UI”', async ({ browser }) => {
  const { page } = await signedInPage(browser, 'feedback');
  await page.goto('/');
  await openAccountMenuItem(page, /Send Feedback/);
  const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
  await dialog.getByLabel('Title').fill('Preview is empty');
  await dialog.getByLabel('Description').fill('The card shows no picture.');
  await dialog.getByLabel('Email (optional)').fill('not-an-address');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Category (optional)').click();
  // antd's visible options (its role="option" twins are hidden, for screen readers).
  const uiOption = page.locator('.ant-select-item-option', { hasText: /^UI$/ });
  await expect(uiOption).toBeVisible();
  await expect(page.locator('.ant-select-item-option', { hasText: /^Ui$/ })).toHaveCount(0);
  await uiOption.click();

  await dialog.getByLabel('Email (optional)').fill('reader@example.com');
  await expect(dialog.getByText('Please enter a valid email address')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('.ant-notification-notice')).toContainText('Your feedback has been sent.');
  await expect(dialog).toBeHidden();
});

test('/extension opened directly offers the download without saying one started', async ({ browser }) => {
  const { page } = await signedInPage(browser, 'extdirect');
  await page.goto('/extension');
  await expect(page.getByRole('heading', { name: 'The Gems browser extension' })).toBeVisible();
  await expect(page.getByText('has started')).toHaveCount(0);
  await expect(page.getByText('Download the archive,')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the extension' })).toHaveAttribute(
    'href',
    '/downloads/gems-extension.zip',
  );
});
