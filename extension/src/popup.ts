import { gemsApi, GemsApiError, type Collection, type Me, type Settings } from './gems-api.js';

// The popup: sign in once with a personal API token, then save the current tab (URL, title, the
// selected text as the note) to a collection with tags. When the server cannot read the page
// (a bot wall, an intranet page), the page's HTML as the browser has it is sent instead.

const app = document.getElementById('app')!;
const DEFAULT_BASE_URL = 'http://localhost:8080';

interface TabPage {
  tabId: number;
  url: string;
  title: string;
  selection: string;
}

const html = (strings: TemplateStringsArray, ...values: unknown[]) =>
  strings.reduce((out, s, i) => out + s + (i < values.length ? escape(String(values[i])) : ''), '');
const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A listener for an async handler that reports its own failures in the popup: nothing awaits it. */
const detached =
  (run: (event: Event) => Promise<void>) =>
  (event: Event): void =>
    void run(event);

async function loadSettings(): Promise<Settings | null> {
  const { baseUrl, token } = await chrome.storage.local.get(['baseUrl', 'token']);
  if (typeof token !== 'string' || !token) return null;
  return { baseUrl: typeof baseUrl === 'string' && baseUrl ? baseUrl : DEFAULT_BASE_URL, token };
}

/** The tab to save: the active one, or (opened as a page) the one named by ?tabId=. */
async function currentPage(): Promise<TabPage | null> {
  const named = Number(new URLSearchParams(location.search).get('tabId'));
  const tab = named
    ? await chrome.tabs.get(named)
    : (await chrome.tabs.query({ active: true, currentWindow: true }))[0];
  if (!tab?.id || !tab.url || !/^https?:/.test(tab.url)) return null;
  const selection = await inTab(tab.id, () => window.getSelection()?.toString() ?? '').catch(() => '');
  return { tabId: tab.id, url: tab.url, title: tab.title ?? tab.url, selection: selection.slice(0, 2000) };
}

async function inTab<T>(tabId: number, fn: () => T): Promise<T> {
  const [result] = await chrome.scripting.executeScript({ target: { tabId }, func: fn });
  return result?.result as T;
}

/**
 * The sign-in form. `baseUrl` is the address the user last typed (kept after a failed sign-in);
 * without it the saved one, else the default. The error goes in as text, never as markup.
 */
function showSignIn(error?: string, baseUrl?: string) {
  app.innerHTML = html` <h1>Sign in to Gems</h1>
    <p class="hint">Make a token in Gems under Settings → API Tokens, then paste it here.</p>
    <form id="sign-in">
      <label for="base-url">Gems address</label>
      <input id="base-url" name="baseUrl" type="url" required value="${baseUrl ?? DEFAULT_BASE_URL}" />
      <label for="token">API token</label>
      <input id="token" name="token" type="password" required autocomplete="off" />
      <p class="error" role="alert" id="sign-in-error"></p>
      <button type="submit">Sign in</button>
    </form>`;
  const errorLine = document.getElementById('sign-in-error')!;
  errorLine.textContent = error ?? '';
  errorLine.hidden = !error;
  if (baseUrl === undefined)
    void chrome.storage.local.get('baseUrl').then(({ baseUrl: saved }) => {
      if (typeof saved === 'string' && saved)
        (document.getElementById('base-url') as HTMLInputElement).value = saved;
    });
  document.getElementById('sign-in')!.addEventListener(
    'submit',
    detached(async (event) => {
      event.preventDefault();
      const form = new FormData(event.target as HTMLFormElement);
      const settings = {
        baseUrl: String(form.get('baseUrl')).replace(/\/+$/, ''),
        token: String(form.get('token')).trim(),
      };
      try {
        const me = await gemsApi.me(settings);
        await chrome.storage.local.set(settings);
        await showSave(settings, me);
      } catch (err) {
        showSignIn(
          err instanceof GemsApiError && err.status === 401
            ? 'That token is not valid.'
            : String((err as Error).message),
          settings.baseUrl,
        );
      }
    }),
  );
}

async function showSave(settings: Settings, me: Me) {
  const page = await currentPage();
  if (!page) {
    app.innerHTML = html`<h1>Save to Gems</h1>
      <p class="hint">Open a web page to save it.</p>`;
    return;
  }
  const collections: Collection[] = await gemsApi.collections(settings, me.id).catch(() => []);
  app.innerHTML = html` <h1>Save to Gems</h1>
    <p class="page-title">${page.title}</p>
    <p class="page-url">${page.url}</p>
    <form id="save">
      <label for="note">Note</label>
      <textarea id="note" name="note" rows="3" maxlength="2000">${page.selection}</textarea>
      <label for="collection">Collection</label>
      <select id="collection" name="collection"></select>
      <label for="tags">Tags</label>
      <input id="tags" name="tags" placeholder="travel, coffee" />
      <p class="status" id="status" role="status"></p>
      <button type="submit" id="save-button">Save gem</button>
    </form>
    <p class="signed-in">Signed in as ${me.username} · <a href="#" id="sign-out">Sign out</a></p>`;
  const select = document.getElementById('collection') as HTMLSelectElement;
  select.innerHTML = `<option value="">No collection</option>${collections
    .map((c) => `<option value="${c.id}">${escape(c.title)}</option>`)
    .join('')}`;
  document.getElementById('sign-out')!.addEventListener(
    'click',
    detached(async (event) => {
      event.preventDefault();
      await chrome.storage.local.remove('token');
      showSignIn();
    }),
  );
  document.getElementById('save')!.addEventListener(
    'submit',
    detached(async (event) => {
      event.preventDefault();
      const form = new FormData(event.target as HTMLFormElement);
      const status = document.getElementById('status')!;
      const button = document.getElementById('save-button') as HTMLButtonElement;
      button.disabled = true;
      status.textContent = 'Reading the page…';
      try {
        const { preview, pageHtml } = await previewOf(settings, page);
        status.textContent = 'Saving…';
        const shelfId = Number(form.get('collection')) || null;
        const gem = await gemsApi.saveGem(settings, {
          url: page.url,
          title: preview?.title || page.title,
          description: preview?.description ?? '',
          imageUrl: preview?.imageUrl ?? '',
          categories: preview ? [preview.category] : undefined,
          tags: String(form.get('tags') ?? '')
            .split(',')
            .map((t) => t.trim())
            .filter(Boolean)
            .slice(0, 20),
          userNote: String(form.get('note') ?? ''),
          shelfId,
          siteName: preview?.siteName ?? null,
          logoUrl: preview?.logoUrl ?? null,
          publishedAt: preview?.publishedAt ?? null,
          author: preview?.author ?? null,
        });
        // The server could not read the page: its readable copy is made from this browser's.
        if (pageHtml) await gemsApi.sendPage(settings, gem.id, pageHtml).catch(() => undefined);
        const link = new URL(`/gem/${gem.id}`, settings.baseUrl).href;
        app.innerHTML = html` <h1>Saved</h1>
          <p class="page-title">${preview?.title || page.title}</p>
          <p><a id="open-gem" href="${link}" target="_blank" rel="noopener">Open the gem</a></p>`;
      } catch (err) {
        status.textContent = (err as Error).message;
        status.classList.add('error');
        button.disabled = false;
      }
    }),
  );
}

/**
 * The server's preview; when it cannot read the page, the page as this browser has it (kept to
 * send for the gem's readable copy too).
 */
async function previewOf(settings: Settings, page: TabPage) {
  try {
    return { preview: await gemsApi.preview(settings, page.url), pageHtml: null };
  } catch (err) {
    if (err instanceof GemsApiError && (err.status === 401 || err.status === 0)) throw err;
    const read = await inTab(page.tabId, () => document.documentElement.outerHTML).catch(() => null);
    const pageHtml = read ? read.slice(0, 5 * 1024 * 1024) : null;
    if (!pageHtml) return { preview: null, pageHtml };
    return { preview: await gemsApi.preview(settings, page.url, pageHtml).catch(() => null), pageHtml };
  }
}

async function start() {
  const settings = await loadSettings();
  if (!settings) return showSignIn();
  try {
    await showSave(settings, await gemsApi.me(settings));
  } catch (err) {
    if (err instanceof GemsApiError && err.status === 401) {
      await chrome.storage.local.remove('token');
      return showSignIn('Your token was revoked or has expired. Sign in again.');
    }
    showSignIn((err as Error).message);
  }
}

void start();
