import { expect, test } from './console-errors.js';

test('visiting /dashboard signed out goes to /login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});

test('an unknown path shows the not-found page', async ({ page, consoleErrors }) => {
  // The gateway answers an unknown path with the SPA and a 404 status, which Chromium logs.
  consoleErrors.allow(/status of 404 .*\/no\/such\/page\)$/);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('the chosen theme survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  await page.getByRole('banner').getByRole('button', { name: 'Theme' }).click();
  await page.getByRole('menuitem', { name: /Dark/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate("localStorage.getItem('theme')")).toBe('dark');
});
