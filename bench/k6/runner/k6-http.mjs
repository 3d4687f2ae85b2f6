// The runner's `k6/http` module: synchronous calls (the VU waits, as in k6) on Node's fetch,
// run in a worker thread; a cookie jar per VU; the http_req_* metrics.
import { fileURLToPath } from 'node:url';
import { createSyncFn } from 'synckit';
import { add } from './metrics.mjs';
import { baseTags, vu } from './vu.mjs';

const send = createSyncFn(fileURLToPath(new URL('./http-worker.mjs', import.meta.url)));

class FileData {
  constructor(data, filename, contentType) {
    this.data = data;
    this.filename = filename ?? 'file';
    this.content_type = contentType ?? 'application/octet-stream';
  }
}

export const file = (data, filename, contentType) => new FileData(data, filename, contentType);

/** k6's body forms: a string, bytes, or an object (form fields; multipart when it holds a file). */
function encodeBody(body, headers) {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return { kind: 'text', text: body };
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body))
    return { kind: 'bytes', bytes: new Uint8Array(body) };
  const entries = Object.entries(body);
  if (entries.some(([, v]) => v instanceof FileData)) {
    return {
      kind: 'multipart',
      fields: entries.map(([name, v]) =>
        v instanceof FileData
          ? { name, file: true, data: v.data, filename: v.filename, contentType: v.content_type }
          : { name, value: String(v) },
      ),
    };
  }
  headers['content-type'] ??= 'application/x-www-form-urlencoded';
  return { kind: 'text', text: new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString() };
}

/** k6's gjson-like selector, the part scenarios use: `id`, `items.0.id`, `#` for a length. */
function select(value, selector) {
  let current = value;
  for (const key of String(selector).split('.')) {
    if (current === undefined || current === null) return undefined;
    current = key === '#' && Array.isArray(current) ? current.length : current[key];
  }
  return current;
}

function parseSetCookie(line) {
  const [pair, ...attributes] = line.split(';');
  const at = pair.indexOf('=');
  const cookie = { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim() };
  for (const attribute of attributes) {
    const [k, v = ''] = attribute.split('=');
    cookie[k.trim().toLowerCase()] = v.trim() || true;
  }
  return cookie;
}

function cookieHeader(explicit) {
  const byName = new Map(vu.jar);
  for (const part of (explicit ?? '').split(';').filter((s) => s.trim())) {
    const at = part.indexOf('=');
    byName.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return [...byName].map(([k, v]) => `${k}=${v}`).join('; ');
}

export function request(method, url, body, params = {}) {
  const headers = Object.fromEntries(
    Object.entries(params.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]),
  );
  const encoded = encodeBody(body, headers);
  const cookie = cookieHeader(headers.cookie);
  if (cookie) headers.cookie = cookie;
  else delete headers.cookie;
  const answer = send({
    method: method.toUpperCase(),
    url: String(url),
    headers,
    body: encoded,
    timeoutMs: vu.timeoutMs,
  });
  const cookies = {};
  for (const line of answer.setCookies) {
    const cookie = parseSetCookie(line);
    (cookies[cookie.name] ??= []).push(cookie);
    if (cookie['max-age'] === '0' || cookie.value === '') vu.jar.delete(cookie.name);
    else vu.jar.set(cookie.name, cookie.value);
  }
  const failed = answer.status < 200 || answer.status >= 400;
  const tags = {
    ...baseTags(),
    name: String(url),
    method: method.toUpperCase(),
    status: String(answer.status),
    expected_response: String(!failed),
    ...(params.tags ?? {}),
  };
  add('http_reqs', 1, tags);
  add('http_req_duration', answer.timings.duration, tags);
  add('http_req_waiting', answer.timings.waiting, tags);
  add('http_req_failed', failed ? 1 : 0, tags);
  let parsed;
  return {
    status: answer.status,
    url: answer.url,
    body: answer.body,
    headers: answer.headers,
    cookies,
    error: answer.error ?? '',
    error_code: answer.error ? 1000 : 0,
    timings: answer.timings,
    request: { method: method.toUpperCase(), url: String(url), headers },
    json(selector) {
      parsed ??= JSON.parse(answer.body ?? '');
      return selector === undefined ? parsed : select(parsed, selector);
    },
  };
}

export const get = (url, params) => request('GET', url, null, params);
export const head = (url, params) => request('HEAD', url, null, params);
export const options = (url, body, params) => request('OPTIONS', url, body, params);
export const post = (url, body, params) => request('POST', url, body, params);
export const put = (url, body, params) => request('PUT', url, body, params);
export const patch = (url, body, params) => request('PATCH', url, body, params);
export const del = (url, body, params) => request('DELETE', url, body, params);

export default { request, get, head, options, post, put, patch, del, file };
