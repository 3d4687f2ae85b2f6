import { expect, test } from '@playwright/test';
import { registerThroughApi, uniqueAccount } from './support/accounts.js';

test('a curator makes an API token on the settings page, uses it, and revokes it', async ({
  page,
  request,
}) => {
  const account = uniqueAccount('tokens');
  await registerThroughApi(page.request, account);
  await page.goto('/settings');
  await page.getByLabel('Token name').fill('My script');
  await page.getByRole('button', { name: 'Create token' }).click();
  const shown = page.getByText(/Token “My script” created/);
  await expect(shown).toBeVisible();
  const token = (await page.locator('.ant-alert code').textContent())!.trim();

  // The token signs a script in as the curator.
  const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect((await me.json()).username).toBe(account.username);

  await page.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('button', { name: 'Revoke', exact: true }).last().click();
  await expect(page.getByText('No API tokens yet')).toBeVisible();
  const after = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
});
