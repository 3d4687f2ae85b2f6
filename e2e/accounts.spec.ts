import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './console-errors.js';
import { registerThroughApi, uniqueAccount, type TestAccount } from './support/accounts.js';
import { waitForLink, waitForMail } from './support/mailbox.js';
import { installWallet } from './support/phantom-stand-in.js';

// Issue 32: each account flow in the browser, with the e-mail read from the run's own SMTP server
// (e2e/support/mail-catcher.mjs): the links are opened exactly as the messages carry them.

const signIn = (request: APIRequestContext, email: string, password: string) =>
  request.post('/api/auth/login', { data: { email, password } });

/** A Settings card, by its title. */
const card = (page: Page, title: string) =>
  page.locator('.ant-card').filter({ has: page.locator('.ant-card-head', { hasText: title }) });

/** Registers the account through the API in a throwaway context; the caller signs in where it needs. */
async function registered(browser: Browser, account: TestAccount): Promise<TestAccount> {
  const context = await browser.newContext();
  await registerThroughApi(context.request, account);
  await context.close();
  return account;
}

/** Another device: its own browser context, signed in with the password. */
async function otherDevice(browser: Browser, account: TestAccount) {
  const context = await browser.newContext();
  expect((await signIn(context.request, account.email, account.password)).status()).toBe(200);
  return context;
}

test('forgot password: the e-mailed link chooses a new password and signs in; other devices are signed out', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const account = uniqueAccount('reset');
  await registered(browser, account);
  const device = await otherDevice(browser, account);
  const newPassword = `${account.password}-new`;

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  // A wrong address is explained where it was typed, without asking the server.
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill(account.email.toUpperCase());
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account uses this address, we have sent a link')).toBeVisible();

  const link = await waitForLink(account.email, '/reset-password');
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();

  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(page).toHaveURL('/');
  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome back, ${account.username}!` })).toBeVisible();
  // The other device's session is gone; the old password no longer works, the new one does.
  expect((await device.request.get('/api/auth/me')).status()).toBe(401);
  expect((await signIn(device.request, account.email, account.password)).status()).toBe(401);
  expect((await signIn(device.request, account.email, newPassword)).status()).toBe(200);
  await device.close();

  // The link works once.
  consoleErrors.allow(/status of 400 .*\/api\/auth\/password-reset\/confirm\)$/);
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('another-secret');
  await page.getByLabel('Confirm new password').fill('another-secret');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(
    page.getByText('This reset link has expired or was already used. Ask for a new one.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL('/forgot-password');
});

test('change password in Settings: this device stays signed in, the others are signed out', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const account = uniqueAccount('chpw');
  await registerThroughApi(page.request, account);
  const device = await otherDevice(browser, account);
  const newPassword = `${account.password}-changed`;

  await page.goto('/settings');
  const passwordCard = card(page, 'Change password');
  consoleErrors.allow(/status of 400 .*\/api\/auth\/password\)$/);
  await passwordCard.getByLabel('Current password').fill('not-my-password');
  await passwordCard.getByLabel('New password', { exact: true }).fill(newPassword);
  await passwordCard.getByLabel('Confirm new password').fill(newPassword);
  await passwordCard.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordCard.getByText('Current password is incorrect')).toBeVisible();

  await passwordCard.getByLabel('Current password').fill(account.password);
  await passwordCard.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your other devices were signed out.')).toBeVisible();
  await expect(passwordCard.getByLabel('Current password')).toHaveValue('');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
  expect((await device.request.get('/api/auth/me')).status()).toBe(401);
  expect((await signIn(device.request, account.email, newPassword)).status()).toBe(200);
  await device.close();
});

test('change e-mail: the link goes to the new address, the old one is told, the change waits for it', async ({
  page,
}) => {
  const account = uniqueAccount('chmail');
  await registerThroughApi(page.request, account);
  const newEmail = uniqueAccount('moved').email;

  await page.goto('/settings');
  const emailCard = card(page, 'E-mail address');
  await emailCard.getByLabel('New e-mail address').fill(newEmail);
  await emailCard.getByLabel('Current password').fill(account.password);
  await emailCard.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByText(`We sent a confirmation link to ${newEmail}`)).toBeVisible();
  await expect(emailCard.getByText(`Waiting for confirmation of ${newEmail}`)).toBeVisible();
  // Nothing changed yet: the old address still signs in.
  await expect(emailCard.getByText(account.email, { exact: true })).toBeVisible();

  // The old address is told where the account is moving, without the confirmation link.
  const notice = await waitForMail(account.email, (mail) => mail.text.includes(newEmail));
  expect(notice.text).not.toContain('/verify-email');

  const link = await waitForLink(newEmail, '/verify-email');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Your e-mail address is verified' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Settings' }).click();
  await expect(emailCard.getByText(newEmail, { exact: true })).toBeVisible();
  await expect(emailCard.getByText('Verified', { exact: true })).toBeVisible();
  await expect(emailCard.getByText(/Waiting for confirmation/)).toBeHidden();
  expect((await signIn(page.context().request, newEmail, account.password)).status()).toBe(200);
});

test('verify e-mail: a quiet reminder, "Resend link", and the link confirms the address', async ({
  page,
}) => {
  const account = uniqueAccount('verify');
  await registerThroughApi(page.request, account);

  // A dismissible reminder on the pages; dismissed, it stays away.
  await page.goto('/explore');
  const reminder = page.getByRole('status').filter({ hasText: 'Verify your e-mail address' });
  await expect(reminder).toBeVisible();
  await reminder.getByRole('button', { name: 'Dismiss the e-mail reminder' }).click();
  await expect(reminder).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Discover curated gems' })).toBeVisible();
  await expect(reminder).toBeHidden();

  // Settings always says it, and sends a new link.
  // Sign-up sent the first link; the one asked for below is the second.
  await waitForLink(account.email, '/verify-email');
  await page.goto('/settings');
  const settingsReminder = page.getByText('Verify your e-mail address');
  await expect(settingsReminder).toBeVisible();
  await page.getByRole('button', { name: 'Resend link' }).click();
  await expect(page.getByText(`We sent a verification link to ${account.email}`)).toBeVisible();

  const link = await waitForLink(account.email, '/verify-email', { skip: 1 });
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Your e-mail address is verified' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Settings' }).click();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(settingsReminder).toBeHidden();
});

test('delete my account: the export is offered, the password confirms, and the username is free again', async ({
  page,
}) => {
  const account = uniqueAccount('leaving');
  await registerThroughApi(page.request, account);

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByRole('link', { name: 'Download my gems (JSON)' })).toHaveAttribute(
    'href',
    '/api/exports/gems.json',
  );
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Your password').fill(account.password);
  await confirm.click();

  await expect(page.getByText('Your account was deleted')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);

  // The same username and e-mail address register again.
  await page.goto('/register');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const signup = page.getByRole('dialog', { name: 'Choose Your Username' });
  await signup.getByLabel('Username').fill(account.username);
  await signup.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Registration successful')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Welcome back, ${account.username}!` })).toBeVisible();
});

test('every provider notice on /login and /settings reads as a sentence', async ({ page }) => {
  for (const [code, words] of [
    ['social-cancelled', 'Sign-in was cancelled.'],
    ['social-expired', 'started in another browser'],
    ['social-failed', 'We could not sign you in with that provider.'],
    ['social-email-taken', 'An account already uses this e-mail address.'],
  ] as const) {
    await page.goto(`/login?notice=${code}`);
    await expect(page.getByRole('main').getByText(words)).toBeVisible();
  }
  await registerThroughApi(page.request, uniqueAccount('notices'));
  for (const [code, words] of [
    ['social-connected', 'Your sign-in provider is connected'],
    ['social-connect-failed', 'We could not connect that sign-in provider.'],
    ['social-in-use', 'already signs in to another Gems account'],
  ] as const) {
    await page.goto(`/settings?notice=${code}`);
    await expect(page.getByRole('main').getByText(words)).toBeVisible();
  }
});

test('forgot password answers an unknown address in the same words, and says so when it is asked too often', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 429 .*\/api\/auth\/password-reset\)$/);
  const nobody = uniqueAccount('nobody').email;
  // The server allows three requests per address in 15 minutes.
  for (let i = 0; i < 3; i++) {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(nobody);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('If an account uses this address, we have sent a link')).toBeVisible();
  }
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(nobody);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const refusal = page.getByRole('main').getByRole('alert');
  await expect(refusal).toContainText('Too many requests');
  await expect(refusal).toContainText('Please try again in a few minutes.');
});

test('a wallet account signs the server’s message, adds an e-mail address, then sets a password', async ({
  page,
  baseURL,
}) => {
  const wallet = await installWallet(page);
  const email = uniqueAccount('walleteer').email;
  const password = 'wallet-owner-secret';

  await page.goto('/login');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(page.getByText('Wallet connected!')).toBeVisible();
  await expect(page).toHaveURL('/');
  // What the wallet was asked to sign is the server's sign-in message, as the server wrote it.
  expect(wallet.signed).toHaveLength(1);
  const [first, second] = wallet.signed[0]!.split('\n');
  expect(first).toMatch(new RegExp(`^${new URL(baseURL!).host} wants you to sign in .*Solana account:$`));
  expect(second).toBe(wallet.address);
  expect(wallet.signed[0]).toMatch(/\nNonce: \S+/);

  await page.goto('/settings');
  await expect(card(page, 'Connected sign-in').getByText(wallet.address)).toBeVisible();
  const passwordCard = card(page, 'Set a password');
  await expect(passwordCard.getByText(/Add an e-mail address before setting a password/)).toBeVisible();
  await expect(passwordCard.getByRole('button')).toHaveCount(0);

  // No password to ask for: the address alone, confirmed by its link.
  const emailCard = card(page, 'Add an e-mail address');
  await expect(emailCard.getByLabel('Current password')).toHaveCount(0);
  await emailCard.getByLabel('New e-mail address').fill(email);
  await emailCard.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(emailCard.getByText(`Waiting for confirmation of ${email}`)).toBeVisible();
  await page.goto(await waitForLink(email, '/verify-email'));
  await expect(page.getByRole('heading', { name: 'Your e-mail address is verified' })).toBeVisible();

  await page.getByRole('link', { name: 'Go to Settings' }).click();
  await passwordCard.getByLabel('Password', { exact: true }).fill(password);
  await passwordCard.getByLabel('Confirm password').fill(password);
  await passwordCard.getByRole('button', { name: 'Set a password' }).click();
  await expect(
    page.getByText('You can now sign in with your e-mail address and this password.'),
  ).toBeVisible();
  await expect(card(page, 'Change password')).toBeVisible();
  expect((await signIn(page.context().request, email, password)).status()).toBe(200);
});
