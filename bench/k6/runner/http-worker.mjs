// The k6 runner's network side: runs in a worker thread, so a scenario's `http.get` can block
// its VU until Node's fetch has answered (k6's HTTP calls are synchronous; fetch is not).
import { runAsWorker } from 'synckit';

/** Rebuilds what the VU sent (a string, or multipart fields with files) as a fetch body. */
function bodyOf(body) {
  if (body === undefined || body === null) return undefined;
  if (body.kind === 'text') return body.text;
  if (body.kind === 'bytes') return body.bytes;
  const form = new FormData();
  for (const field of body.fields) {
    if (field.file)
      form.append(field.name, new Blob([field.data], { type: field.contentType }), field.filename);
    else form.append(field.name, field.value);
  }
  return form;
}

/** Header names as k6 (Go) spells them: `Ratelimit-Remaining`, `Content-Type`. */
const canonical = (headers) =>
  Object.fromEntries(
    [...headers].map(([name, value]) => [
      name.replace(/(^|-)([a-z])/g, (_, dash, c) => dash + c.toUpperCase()),
      value,
    ]),
  );

runAsWorker(async ({ method, url, headers, body, timeoutMs }) => {
  const started = performance.now();
  try {
    const res = await fetch(url, {
      method,
      headers,
      body: bodyOf(body),
      redirect: 'follow',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const waited = performance.now() - started;
    const text = await res.text();
    return {
      status: res.status,
      url: res.url,
      headers: canonical(res.headers),
      setCookies: res.headers.getSetCookie(),
      body: text,
      timings: { waiting: waited, duration: performance.now() - started },
    };
  } catch (error) {
    const cause = error?.cause?.code ?? error?.name ?? 'error';
    return {
      status: 0,
      url,
      headers: {},
      setCookies: [],
      body: null,
      error: `${cause}: ${error?.cause?.message ?? error?.message ?? String(error)}`,
      timings: { waiting: 0, duration: performance.now() - started },
    };
  }
});
