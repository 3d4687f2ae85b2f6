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

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 360, height: 740 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  });

  test('the signed-out page fits the screen, and the install prompt comes 1.5 s after load once the page is used, once', async ({
    page,
  }) => {
    // When the prompt appears, noted by the page itself: the assertion's own polling would add up
    // to a second of its own to the figure.
    await page.addInitScript(`
      new MutationObserver((_, observer) => {
        if (document.querySelector('.ant-modal-title')?.textContent !== 'Add to Home Screen') return;
        window.promptShownAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    `);
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();
    expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(360);

    const prompt = page.getByRole('dialog', { name: 'Add to Home Screen' });
    // Nobody has used the page yet: no prompt over it.
    await page.waitForTimeout(2000);
    await expect(prompt).toBeHidden();
    await page.mouse.wheel(0, 200);
    await expect(prompt).toBeVisible();
    // Shown 1.5 s after the page loaded, timed from the load (not from when the prompt mounted).
    const shownAt = Number(await page.evaluate('window.promptShownAt'));
    expect(shownAt).toBeGreaterThanOrEqual(1500);
    expect(shownAt).toBeLessThan(6000); // generous: 2 s waited above, and a loaded machine is late
    await prompt.getByRole('button', { name: 'Got It!' }).click();
    await expect(prompt).toBeHidden();
    expect(await page.evaluate("localStorage.getItem('hasSeenInstallPrompt')")).not.toBeNull();

    await page.reload();
    await page.mouse.wheel(0, 200);
    await page.waitForTimeout(2000);
    await expect(prompt).toBeHidden();
  });
});
