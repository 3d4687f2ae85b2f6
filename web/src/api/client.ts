/** A non-OK answer (spec 01 §8): carries the status and the server's per-field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly fields: Record<string, string>;
  /** The refusal's parsed JSON body, for callers that read more than `message` (e.g. a 409's id). */
  readonly body: unknown;

  constructor(status: number, message: string, fields: Record<string, string> = {}, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = fields;
    this.body = body;
  }
}

const UNREADABLE = 'The server sent an answer this page does not understand.';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Answers are typed by the shared contracts (`T`) and not checked again here: the gateway's
 * integration tests check every answer against the same contracts (OpenAPI), and checking in the
 * browser cost every first load zod's runtime (~21 KB gzipped) and every answer a parse. Lists
 * that read older answers tolerantly say so where they are read (e.g. gems/listed-gem.ts).
 */
export interface RequestOptions {
  /** Sent as JSON; a FormData is sent as multipart, its boundary set by the browser. */
  body?: unknown;
  signal?: AbortSignal;
}

/** How requests go out: the browser's fetch, or the gateway's visitor reads when a page is drawn there. */
let send: typeof fetch = (input, init) => fetch(input, init);

/** Sends every request of this module instance through `sender` (web/src/prerender/render-page.tsx). */
export function sendRequestsWith(sender: typeof fetch): void {
  send = sender;
}

const isJson = (res: Response): boolean => (res.headers.get('content-type') ?? '').includes('json');

function stringFields(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  const out: Record<string, string> = {};
  for (const [key, msg] of Object.entries(value)) if (typeof msg === 'string') out[key] = msg;
  return out;
}

/**
 * Spec 01 §8: the body's `message` when the body is JSON, else the raw body text, else the
 * status text; when the body cannot be read, "<status> <statusText>".
 */
export async function errorFromResponse(res: Response): Promise<ApiError> {
  const fallback = `${res.status} ${res.statusText}`.trim();
  let text: string;
  try {
    text = await res.text();
  } catch {
    return new ApiError(res.status, fallback);
  }
  if (isJson(res)) {
    try {
      const body: unknown = JSON.parse(text);
      if (typeof body === 'object' && body !== null) {
        const { message, fields } = body as { message?: unknown; fields?: unknown };
        if (typeof message === 'string' && message)
          return new ApiError(res.status, message, stringFields(fields), body);
      }
    } catch {
      // Not really JSON: fall through to the raw text.
    }
  }
  return new ApiError(res.status, text.trim() || res.statusText || fallback);
}

/**
 * The one way the SPA talks to the gateway (spec 01 §7): cookies always, a JSON content type
 * for bodies (multipart for a FormData), and a successful answer parsed as JSON only when it says
 * it is JSON (else {}).
 */
export async function apiRequest<T = unknown>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  return (await apiExchange<T>(method, path, options)).data;
}

/** Like apiRequest, but also hands back the answer's headers (e.g. a list's X-Next-Cursor). */
export async function apiExchange<T = unknown>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method, headers, credentials: 'include', signal: options.signal };
  if (options.body instanceof FormData) {
    // No Content-Type: the browser writes multipart/form-data with its boundary.
    init.body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }

  let res: Response;
  try {
    res = await send(path, init);
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.');
  }
  if (!res.ok) throw await errorFromResponse(res);

  let data: unknown = {};
  if (isJson(res)) {
    const text = await res.text();
    try {
      data = text ? (JSON.parse(text) as unknown) : {};
    } catch {
      throw new ApiError(res.status, UNREADABLE);
    }
  }
  return { data: data as T, headers: res.headers };
}

export const api = {
  get: <T = unknown>(path: string, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('GET', path, options),
  post: <T = unknown>(path: string, body: unknown, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T = unknown>(path: string, body: unknown, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T = unknown>(path: string, body: unknown, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T = unknown>(path: string, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('DELETE', path, options),
  /** A multipart form (files); POST unless `method` says otherwise; the same answers and errors. */
  upload: <T = unknown>(path: string, form: FormData, options: UploadOptions = {}) => {
    const { method = 'POST', ...rest } = options;
    return apiRequest<T>(method, path, { ...rest, body: form });
  },
};

export interface UploadOptions extends Omit<RequestOptions, 'body'> {
  method?: 'POST' | 'PUT' | 'PATCH';
}

/** Human text for anything thrown, with the spec's fallback when there is none. */
export function errorMessage(err: unknown, fallback = 'An unknown error occurred'): string {
  // Wallet providers reject with plain objects such as { code: 4001, message }.
  const message =
    typeof err === 'object' && err !== null ? (err as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message ? message : fallback;
}
