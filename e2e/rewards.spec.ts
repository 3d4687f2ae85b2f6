import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN_EMAIL, registerThroughApi, signInAsAdmin, uniqueAccount } from './support/accounts.js';

// The admin who runs the distribution: identity makes ADMIN_EMAIL an admin (playwright.config.ts).

async function saveGem(request: APIRequestContext, title: string) {
  const res = await request.post('/api/gems', {
    data: {
      url: `https://rewards.example/${encodeURIComponent(title)}-${Date.now()}`,
      title,
      categories: ['Art'],
    },
  });
  expect(res.status()).toBe(201);
}

async function card(page: Page, name: string) {
  return page.getByTestId(`balance-${name}`).locator('.ant-statistic-content-value');
}

const adminRequest = signInAsAdmin;

test('a curator invites a friend, both earn, and an admin pays the week out in tokens', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const curator = uniqueAccount('curator');
  await registerThroughApi(page.request, curator);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

  // The curator makes an invite code and copies its link.
  await page.goto('/rewards');
  await expect(page.getByRole('heading', { name: 'Your Rewards' })).toBeVisible();
  await expect(page.getByText('Available for next distribution')).toBeVisible();
  await page.getByRole('tab', { name: 'Invite Friends' }).click();
  await expect(page.getByText('No invite codes yet. Generate one above!')).toBeVisible();
  await page.getByRole('button', { name: 'Generate New Invite Code' }).click();
  await expect(page.getByText('New invite code generated!')).toBeVisible();
  const row = page.getByTestId('invite-code').first();
  await expect(row.getByText('Active')).toBeVisible();
  await expect(row.getByText('0 signups')).toBeVisible();
  const code = (await row.locator('code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z0-9]{12}$/);
  await row.getByRole('button', { name: /Copy invite link/ }).click();
  await expect(row.getByRole('button', { name: /Copied!/ })).toBeVisible();
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toMatch(
    new RegExp(`/\\?invite=${code}$`),
  );
  await expect(row.getByRole('button', { name: /Copy invite link/ })).toBeVisible({ timeout: 4_000 });

  // The friend lands on the invite link, wanders to the register page, signs up in two steps.
  const friendContext = await browser.newContext();
  const friendPage = await friendContext.newPage();
  const friend = uniqueAccount('friend');
  await friendPage.goto(`/?invite=${code}`);
  await friendPage.goto('/register');
  await friendPage.getByLabel('Email').fill(friend.email);
  await friendPage.getByLabel('Password', { exact: true }).fill(friend.password);
  await friendPage.getByLabel('Confirm password').fill(friend.password);
  await friendPage.getByRole('button', { name: 'Continue', exact: true }).click();
  const dialog = friendPage.getByRole('dialog', { name: 'Choose Your Username' });
  await dialog.getByLabel('Username').fill(friend.username);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(friendPage.getByText('Registration successful')).toBeVisible();

  // The friend's first gem: 10 points for them, a verified referral (50) for the curator.
  await saveGem(friendPage.request, 'Friend’s first find');
  await friendPage.goto('/rewards');
  await expect(await card(friendPage, 'lifetime-total')).toHaveText('10', { timeout: 15_000 });
  await expect(friendPage.getByTestId('reward-event').first()).toContainText('Created a gem');
  await expect(friendPage.getByTestId('reward-event').first()).toContainText('+10 pts');
  await friendContext.close();

  await expect
    .poll(async () => (await (await page.request.get('/api/rewards/balance')).json()).currentPoints, {
      timeout: 15_000,
    })
    .toBe(50);
  await page.reload();
  await expect(await card(page, 'current-points')).toHaveText('50');
  await expect(page.getByTestId('reward-event').first()).toContainText(
    `Successful referral: ${friend.username}`,
  );
  await page.getByRole('tab', { name: 'Invite Friends' }).click();
  await expect(page.getByTestId('invite-code').first().getByText('1 signup')).toBeVisible();
  await expect(page.getByTestId('successful-referrals')).toContainText('1');
  await page.getByRole('tab', { name: 'Leaderboard' }).click();
  await expect(page.getByTestId('leaderboard-entry').filter({ hasText: 'You' })).toContainText(
    curator.username,
  );

  // Five gems of the curator's own make 100 points: one token this week.
  for (let i = 0; i < 5; i++) await saveGem(page.request, `Curator gem ${i}`);
  await expect
    .poll(async () => (await (await page.request.get('/api/rewards/balance')).json()).currentPoints, {
      timeout: 15_000,
    })
    .toBe(100);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: /Rewards \(100 pts\)/ })).toBeVisible({ timeout: 35_000 });
  await page.keyboard.press('Escape');

  const adminContext = await browser.newContext();
  test.skip(
    !(await adminRequest(adminContext.request)),
    `no admin: start the server with ADMIN_EMAIL=${E2E_ADMIN_EMAIL}`,
  );
  const run = await adminContext.request.post('/api/admin/rewards/distributions/execute');
  expect([200, 409]).toContain(run.status()); // 409: an earlier journey in this server paid this week
  test.skip(run.status() === 409, 'this week was already distributed on this server');
  await adminContext.close();

  await page.goto('/rewards');
  await expect(page.getByTestId('token-balance')).toContainText('Tokens: 1 GEM');
  await expect(await card(page, 'current-points')).toHaveText('0');
  await expect(await card(page, 'this-week')).toHaveText('0');
  await expect(await card(page, 'lifetime-total')).toHaveText('100');
});

test('an admin’s point rule says why a value is refused; an adjustment shows the balance before and after', async ({
  browser,
  page,
}) => {
  const curatorContext = await browser.newContext();
  const curator = uniqueAccount('adjusted');
  await registerThroughApi(curatorContext.request, curator);
  const curatorId = ((await (await curatorContext.request.get('/api/auth/me')).json()) as { id: number }).id;
  await curatorContext.close();

  test.skip(
    !(await adminRequest(page.request)),
    `no admin: start the server with ADMIN_EMAIL=${E2E_ADMIN_EMAIL}`,
  );
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Rewards' }).click();

  // A refused value says why under the field, in the server's words; Save waits for a good one.
  const rule = page.getByTestId('rule-like_gem');
  const points = rule.getByLabel('Points for like_gem');
  const before = await points.inputValue();
  for (const [typed, why] of [
    ['-5', 'Points must be between 0 and 10000'],
    ['lots', 'Points must be a number'],
    ['20000', 'Points must be between 0 and 10000'],
  ] as const) {
    await points.fill(typed);
    await expect(rule.getByRole('alert')).toHaveText(why);
    await expect(points).toHaveAttribute('aria-invalid', 'true');
    await expect(rule.getByRole('button', { name: 'Save' })).toBeDisabled();
  }
  await points.fill(before);
  await expect(rule.getByRole('alert')).toHaveCount(0);
  const cap = rule.getByLabel('Daily limit for like_gem');
  await cap.fill('0');
  await expect(rule.getByRole('alert')).toHaveText('The daily limit must be between 1 and 10000');
  await cap.fill('50');
  await expect(rule.getByRole('alert')).toHaveCount(0);

  // An adjustment asks first, with the user's points before and after.
  await page.getByLabel('User ID').fill(String(curatorId));
  await page.getByLabel('Points', { exact: true }).fill('25');
  await page.getByLabel('Reason').fill('Welcome bonus');
  await page.getByRole('button', { name: 'Adjust Points' }).click();
  let confirm = page.getByRole('dialog', { name: 'Confirm point adjustment' });
  await expect(confirm).toContainText(curator.username);
  await expect(confirm.getByRole('row', { name: /Current points now/ })).toContainText('0');
  await expect(confirm.getByRole('row', { name: /Current points after/ })).toContainText('25');
  await confirm.getByRole('button', { name: 'Add 25 points' }).click();
  await expect(page.getByText('Points adjusted')).toBeVisible();
  await expect(confirm).toBeHidden();

  // Taking more than they have is refused in the confirmation, saying how much can be taken.
  await page.getByLabel('User ID').fill(String(curatorId));
  await page.getByLabel('Points', { exact: true }).fill('-40');
  await page.getByLabel('Reason').fill('Too much');
  await page.getByRole('button', { name: 'Adjust Points' }).click();
  confirm = page.getByRole('dialog', { name: 'Confirm point adjustment' });
  await expect(confirm.getByRole('row', { name: /Current points now/ })).toContainText('25');
  await expect(confirm.getByRole('alert')).toHaveText(
    'This would take the user below 0 points: at most 25 can be taken away.',
  );
  await expect(confirm.getByRole('button', { name: 'Take 40 points' })).toBeDisabled();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();

  // The distribution says what it holds back and which week it records.
  await expect(page.getByTestId('held-back')).toBeVisible();
});

test('signed out, the rewards page asks to log in', async ({ page }) => {
  await page.goto('/rewards');
  await expect(page.getByText('Please log in to view your rewards')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
});
