import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './console-errors.js';
import { registerThroughApi, signInAsAdmin, uniqueAccount } from './support/accounts.js';
import { gradientPng } from './support/fixture-site.js';

// Issue 15 §13: axe-core on every main screen (no serious or critical violation), dialogs usable
// with the keyboard alone, pictures named after their gem.

// Each screen is checked twice (light and dark) by axe, which takes seconds on a busy machine.
test.describe.configure({ timeout: 180_000 });

const runId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Serious and critical axe violations on the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')} — ${v.nodes[0]?.any[0]?.message ?? v.help}`,
    );
}

/**
 * 'inside' when the keyboard is in the open dialog (antd keeps Tab within the modal's own layer),
 * else the element that has it, so a failure says where focus escaped to.
 */
const focusInDialog = (page: Page) =>
  page.evaluate(`(() => {
    const el = document.activeElement;
    if (el && el.closest('.ant-modal-wrap, .ant-modal-root')) return 'inside';
    return el ? el.outerHTML.slice(0, 200) : 'nothing';
  })()`);

/** Opens a screen, waits until it has drawn what it is about, and checks it in light and dark. */
async function check(page: Page, path: string, ready: (page: Page) => Locator) {
  await page.goto(path);
  await expect(ready(page)).toBeVisible();
  // Lists and pictures settle after the first paint.
  await page.waitForLoadState('networkidle');
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await seriousViolations(page), `${path} (${colorScheme})`).toEqual([]);
  }
}

async function createGem(page: Page, title: string, withPicture = false): Promise<number> {
  const res = await page.request.post('/api/gems', {
    data: {
      title,
      uploadedImage: withPicture ? `data:image/png;base64,${gradientPng(64, 48).toString('base64')}` : null,
      url: `https://example.com/${runId()}`,
      description: 'A well-made thing',
      imageUrl: '',
      categories: ['Travel'],
      tags: ['a11y'],
      userNote: 'Worth it',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

test('visitor screens have no serious or critical axe violation', async ({ page }) => {
  await check(page, '/landing', (p) => p.getByRole('heading', { name: 'Browse by Category' }));
  await check(page, '/', (p) => p.getByRole('banner'));
  await check(page, '/explore', (p) => p.getByRole('heading', { name: 'Discover curated gems' }));
  await check(page, '/login', (p) => p.getByRole('button', { name: 'Sign in', exact: true }));
  await check(page, '/login?notice=social-email-taken', (p) => p.getByText('An account already uses'));
  await check(page, '/forgot-password', (p) => p.getByRole('button', { name: 'Send reset link' }));
  await check(page, '/reset-password?token=a11y-check', (p) =>
    p.getByRole('button', { name: 'Save new password' }),
  );
  await check(page, '/reset-password', (p) => p.getByRole('link', { name: 'Ask for a new link' }));
});

test('the e-mail confirmation page has no serious or critical axe violation', async ({
  page,
  consoleErrors,
}) => {
  // An unknown link: the page explains why it cannot be used (the server refuses it with 400).
  consoleErrors.allow(/status of 400 .*\/api\/auth\/email\/confirm\)$/);
  await check(page, '/verify-email?token=a11y-check', (p) =>
    p.getByRole('heading', { name: 'This link cannot be used' }),
  );
});

test('a curator’s screens have no serious or critical axe violation', async ({ page }) => {
  const account = uniqueAccount('a11y');
  await registerThroughApi(page.request, account);
  const title = `Accessible teapot ${runId()}`;
  const gemId = await createGem(page, title, true);
  await page.request.post('/api/collections', {
    data: { title: 'Checked things', description: '', visibility: 'public' },
  });

  await check(page, '/', (p) => p.getByRole('heading', { name: `Welcome back, ${account.username}!` }));
  await check(page, `/gem/${gemId}`, (p) => p.getByRole('heading', { level: 1, name: title }));
  await check(page, `/profile/${account.username}`, (p) =>
    p.getByRole('heading', { name: account.username }),
  );
  await check(page, '/dashboard', (p) => p.getByText('Checked things'));
  await check(page, '/settings', (p) => p.getByRole('switch', { name: 'Public Profile' }));
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
  expect(await seriousViolations(page), 'the delete dialog').toEqual([]);
  await page.keyboard.press('Escape');
  await check(page, '/notifications', (p) => p.getByRole('heading', { name: 'Notifications' }));
  await check(page, '/rewards', (p) => p.getByText('Current Points'));
});

test('the admin screen has no serious or critical axe violation', async ({ page }) => {
  test.skip(!(await signInAsAdmin(page.request)), 'no admin: ADMIN_EMAIL is not set for the server');
  await check(page, '/admin', (p) => p.getByRole('tab', { name: 'Overview' }));
});

test('dialogs work with the keyboard alone: focus goes in, Escape closes, focus comes back', async ({
  page,
}) => {
  // A visitor's Add Gem: the signup prompt.
  await page.goto('/');
  const addGem = page.getByRole('banner').getByRole('button', { name: 'Add Gem' });
  await addGem.focus();
  await page.keyboard.press('Enter');
  const signup = page.getByRole('dialog', { name: 'Save your gem!' });
  await expect(signup).toBeVisible();
  expect(await focusInDialog(page), 'on opening').toBe('inside');
  // Tab stays inside the dialog.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInDialog(page), `after ${i + 1} Tab presses`).toBe('inside');
  }
  await page.keyboard.press('Escape');
  await expect(signup).toBeHidden();
  await expect(addGem).toBeFocused();

  // A curator's Add a New Gem: the address field gets the keyboard; Escape returns it.
  await registerThroughApi(page.request, uniqueAccount('keys'));
  const title = `Keyboard kettle ${runId()}`;
  await createGem(page, title, true);
  await page.goto('/');
  await addGem.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add a New Gem' });
  await expect(dialog.getByLabel('Website URL')).toBeFocused();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInDialog(page), `after ${i + 1} Tab presses`).toBe('inside');
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(addGem).toBeFocused();

  // The account menu opens from the keyboard and its items are walked with the arrow keys.
  const menuButton = page.getByRole('button', { name: 'Account menu' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem').and(page.locator(':focus'))).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  // The gem's picture is named after the gem.
  await page.goto('/explore');
  const card = page.getByRole('article', { name: title });
  await expect(card.getByRole('img', { name: title })).toBeVisible();
});
