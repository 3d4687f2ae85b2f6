// The social bench's processes' ports and its calls through the gateway.

export const PORTS = { gateway: 4960, identity: 4961, curation: 4962, social: 4963 };
export const url = (port: number) => `http://127.0.0.1:${port}`;
export const GATEWAY = url(PORTS.gateway);

/** A failed connection answers status 0 (counted as a failure; an overloaded machine has them). */
export async function call(method: string, path: string, cookie?: string, body?: unknown) {
  const res = await fetch(GATEWAY + path, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
}
export const tryCall = (...args: Parameters<typeof call>) =>
  call(...args).catch(() => ({ status: 0, body: undefined, headers: new Headers() }));
