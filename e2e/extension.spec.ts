import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type BrowserContext } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { browserPath, CHROMIUM_ARGS } from './support/browser.js';
import { registerThroughApi, uniqueAccount } from './support/accounts.js';

// The browser extension, unpacked into Debian's Chromium: sign in with a token made in Settings,
// save the tab being read (its selection as the note) to a collection with tags. The page is on
// loopback, which the server refuses to fetch, so the extension sends the page's HTML instead.

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'extension/dist');
let site: Server;
let siteUrl: string;
let context: BrowserContext;
let profile: string;

test.beforeAll(async () => {
  if (!existsSync(join(dist, 'manifest.json')))
    execFileSync('npm', ['run', 'build', '-w', 'extension'], { cwd: root, stdio: 'ignore' });
  site = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><head><title>Intranet page</title>
      <meta property="og:title" content="Field notes behind the firewall">
      <meta property="og:description" content="Only a browser on the inside can read this."></head>
      <body><p id="quote">Copper kettles outlast their owners.</p></body></html>`);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/notes`;
  profile = mkdtempSync(join(tmpdir(), 'gems-extension-profile-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: browserPath(),
    headless: true,
    args: [...CHROMIUM_ARGS, `--disable-extensions-except=${dist}`, `--load-extension=${dist}`],
  });
});

test.afterAll(async () => {
  await context?.close();
  site?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

test('the extension saves the tab being read, with the selection as its note', async ({
  request,
  baseURL,
}) => {
  const account = uniqueAccount('ext');
  await registerThroughApi(request, account);
  const shelf = await request.post('/api/collections', { data: { title: 'Reading list' } });
  expect(shelf.status()).toBe(201);
  const token = (await (await request.post('/api/auth/tokens', { data: { name: 'Extension' } })).json())
    .token;

  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;

  const reading = await context.newPage();
  await reading.goto(siteUrl);
  // (In the page and the worker: strings, as this file is type-checked for Node, not the DOM.)
  await reading.evaluate(`(() => {
    const range = document.createRange();
    range.selectNodeContents(document.getElementById('quote'));
    window.getSelection().addRange(range);
  })()`);
  const tabId = await worker.evaluate<number>(
    `chrome.tabs.query({ url: '${siteUrl.replace(/\/notes$/, '/')}*' }).then((tabs) => tabs[0].id)`,
  );

  const popup = await context.newPage();
  await popup.goto(`chrome-extension://${extensionId}/popup.html?tabId=${tabId}`);
  // A wrong token first: the error reads as a sentence (not markup) and the address stays typed.
  await popup.getByLabel('Gems address').fill(baseURL!);
  await popup.getByLabel('API token').fill('not-a-real-token');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await expect(popup.getByRole('alert')).toHaveText('That token is not valid.');
  await expect(popup.getByLabel('Gems address')).toHaveValue(baseURL!);
  await popup.getByLabel('API token').fill(token);
  await popup.getByRole('button', { name: 'Sign in' }).click();

  await expect(popup.getByText('Intranet page')).toBeVisible();
  await expect(popup.getByLabel('Note')).toHaveValue('Copper kettles outlast their owners.');
  await popup.getByLabel('Collection').selectOption({ label: 'Reading list' });
  await popup.getByLabel('Tags').fill('kettles, notes');
  await popup.getByRole('button', { name: 'Save gem' }).click();
  await expect(popup.getByRole('heading', { name: 'Saved' })).toBeVisible();

  const mine = await request.get('/api/gems?feed=mine&limit=5');
  const saved = (await mine.json()).find((g: { url: string }) => g.url === siteUrl);
  expect(saved).toMatchObject({
    title: 'Field notes behind the firewall',
    description: 'Only a browser on the inside can read this.',
    userNote: 'Copper kettles outlast their owners.',
    tags: ['kettles', 'notes'],
  });
  const inShelf = await request.get(`/api/collections/${(await shelf.json()).id}/gems`);
  expect((await inShelf.json()).map((g: { id: number }) => g.id)).toContain(saved.id);
});

test('Get Chrome Extension downloads the extension archive, then shows how to install it', async ({
  page,
}) => {
  const account = uniqueAccount('extdl');
  await registerThroughApi(page.request, account);
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /Get Chrome Extension/ }).click();
  const archive = await download;
  expect(archive.suggestedFilename()).toBe('gems-extension.zip');
  // The archive is the unpacked extension in one folder, its manifest the one the build wrote.
  const files = unzipSync(readFileSync(await archive.path()));
  const manifest = JSON.parse(strFromU8(files['gems-extension/manifest.json']!)) as {
    manifest_version: number;
  };
  expect(manifest.manifest_version).toBe(3);
  expect(Object.keys(files)).toContain('gems-extension/service-worker.js');
  expect(Object.keys(files)).toContain('gems-extension/icons/icon-128.png');

  await expect(page).toHaveURL('/extension');
  // Here the menu did start it, and the page says so (opened directly, it does not).
  await expect(page.getByText(/gems-extension\.zip\s*has started/)).toBeVisible();
  await expect(page.getByText('Load unpacked', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the extension' })).toHaveAttribute(
    'href',
    '/downloads/gems-extension.zip',
  );
});
