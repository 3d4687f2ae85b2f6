import { expect, test } from './console-errors.js';
import { registerThroughApi, uniqueAccount } from './support/accounts.js';

test('register in two steps, sign out, then sign back in', async ({ page }) => {
  const account = uniqueAccount('journey');

  await page.goto('/register');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Choose Your Username' });
  await dialog.getByLabel('Username').fill(account.username);
  await dialog.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText('Registration successful')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: `Welcome back, ${account.username}!` })).toBeVisible();

  // Signing out from a page that needs a session still ends at home (spec 01 §2), not at /login.
  await page.goto('/dashboard');
  await expect(page.getByText('Total Collections')).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: /Sign out/ }).click();
  await expect(page.getByText('You have been successfully logged out')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();
  // The session is gone on the server too, not just hidden in the page.
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);

  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: `Welcome back, ${account.username}!` })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome back, ${account.username}!` })).toBeVisible();
});

test("a wrong password shows the server's message in the inline box", async ({
  page,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 401 .*\/api\/auth\/login\)$/);
  const account = uniqueAccount('wrongpw');
  await registerThroughApi(request, account);

  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(`${account.password}-nope`);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL('/login');
});

test('a taken username is explained in the username dialog', async ({ page, request, consoleErrors }) => {
  consoleErrors.allow(/status of 409 .*\/api\/auth\/register\)$/);
  const taken = uniqueAccount('taken');
  await registerThroughApi(request, taken);
  const newcomer = uniqueAccount('newcomer');

  await page.goto('/register');
  await page.getByLabel('Email').fill(newcomer.email);
  await page.getByLabel('Password', { exact: true }).fill(newcomer.password);
  await page.getByLabel('Confirm password').fill(newcomer.password);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose Your Username' });
  await dialog.getByLabel('Username').fill(taken.username);
  await dialog.getByRole('button', { name: 'Create Account' }).click();

  await expect(dialog.getByText('This username is taken. Please choose another.')).toBeVisible();
});

test('social sign-in explains when the server has it switched off', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: /Continue with Google/ }).click();
  await expect(page).toHaveURL('/login?notice=social-not-configured');
  await expect(
    page.getByText('Social sign-in is not set up on this server. Use email and password or a wallet.'),
  ).toBeVisible();
});
