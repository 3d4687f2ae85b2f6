// The few Gems API calls the extension makes, with a personal API token (Settings → API Tokens).
import type { OperationId } from '@gems/contracts/openapi';
import { OPERATION_ROUTES } from './operation-routes';

export interface Settings {
  baseUrl: string;
  token: string;
}

export interface Me {
  id: number;
  username: string;
}

export interface Collection {
  id: number;
  title: string;
}

export interface Preview {
  title: string;
  description: string | null;
  imageUrl: string | null;
  url: string;
  category: string;
  /** The page's byline, saved with the gem (absent from servers older than issue 15 §12). */
  siteName?: string | null;
  logoUrl?: string | null;
  publishedAt?: string | null;
  author?: string | null;
}

export class GemsApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** An operation's method and path from the catalogue's table, its `{params}` filled in. */
function route(id: OperationId, params: Record<string, string | number> = {}): [string, string] {
  const [method, path] = OPERATION_ROUTES[id]!;
  return [method, path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])))];
}

/** The same error rule as the web app: the body's message, else its text, else the status. */
async function call<T>(settings: Settings, [method, path]: [string, string], body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(new URL(path, settings.baseUrl), {
      method,
      headers: {
        authorization: `Bearer ${settings.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new GemsApiError(0, `Could not reach ${settings.baseUrl}. Check the address.`);
  }
  const text = await res.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!res.ok) {
    const message = (data as { message?: string } | undefined)?.message ?? (text || res.statusText);
    throw new GemsApiError(res.status, message);
  }
  return data as T;
}

export const gemsApi = {
  me: (s: Settings) => call<Me>(s, route('getAuthMe')),
  collections: (s: Settings, userId: number) =>
    call<Collection[]>(s, route('getUsersIdCollections', { id: userId })),
  /** The server fetches the page; with `html`, it reads the page as the browser has it instead. */
  preview: (s: Settings, url: string, html?: string) => call<Preview>(s, route('postScrape'), { url, html }),
  saveGem: (s: Settings, gem: Record<string, unknown>) => call<{ id: number }>(s, route('postGems'), gem),
  /** The page as this browser has it, for the gem's readable copy (the server could not read it). */
  sendPage: (s: Settings, gemId: number, html: string) =>
    call<{ message: string }>(s, route('putGemsIdArchive', { id: gemId }), { html }),
};
