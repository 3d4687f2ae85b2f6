/** One call of the rehearsal's users: when it was made, how it ended, and how long it took. */
export interface Call {
  at: number;
  kind: string;
  status: number;
  ms: number;
}

export interface Session {
  id: number;
  cookie: string;
}

/**
 * A user's HTTP client for the rehearsal: every call is recorded (network errors as status 0), so
 * failures can be counted and placed in time against the kills.
 */
export class Recorder {
  readonly calls: Call[] = [];

  async call(
    base: string,
    kind: string,
    method: string,
    path: string,
    options: { session?: Session; body?: unknown; form?: FormData; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; body: unknown; headers: Headers }> {
    const at = Date.now();
    const headers: Record<string, string> = { ...options.headers };
    if (options.session) headers.cookie = options.session.cookie;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    try {
      const res = await fetch(`${base}${path}`, {
        method,
        headers,
        body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await res.text();
      this.calls.push({ at, kind, status: res.status, ms: Date.now() - at });
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON (an image, an HAProxy error page)
      }
      return { status: res.status, body, headers: res.headers };
    } catch {
      this.calls.push({ at, kind, status: 0, ms: Date.now() - at });
      return { status: 0, body: undefined, headers: new Headers() };
    }
  }
}

let counter = 0;
export async function signUp(recorder: Recorder, base: string, prefix: string): Promise<Session> {
  const tag = `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;
  const res = await recorder.call(base, 'register', 'POST', '/api/auth/register', {
    body: {
      username: tag.slice(0, 30),
      email: `${tag}@example.com`,
      password: 'secret123',
      confirmPassword: 'secret123',
    },
  });
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${JSON.stringify(res.body)}`);
  const cookie = /gems_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error('sign-up set no session cookie');
  return { id: (res.body as { id: number }).id, cookie };
}

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
