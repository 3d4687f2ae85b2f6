import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import Koa from 'koa';
import { markCheckedCaller } from '../auth/checked-caller.js';
import type { SessionClaims } from '../auth/session-claims.js';
import type { TokenVerifier } from '../auth/token-verifier.js';
import { sessionCheckUnavailable } from '../auth/revocations.js';
import { authenticate, optionalUser, requireUser } from './auth.js';
import { errorHandler } from './error-handler.js';

const alice: SessionClaims = { userId: 7, username: 'alice', role: 'user', sessionId: 's-7', expiresAt: 2e9 };
const bob: SessionClaims = { userId: 8, username: 'bob', role: 'user', sessionId: 's-8', expiresAt: 2e9 };

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A service answering who it thinks the caller is; `gateway` plays the in-process gateway's part. */
async function serve(gateway?: SessionClaims | null) {
  const verified: string[] = [];
  const verifier: TokenVerifier = {
    verify: async (token) => {
      verified.push(token);
      return token === 'bob-token' ? bob : null;
    },
  };
  const app = new Koa();
  app.use(authenticate(verifier));
  app.use((ctx) => (ctx.body = { user: optionalUser(ctx)?.username ?? null }));
  const handle = app.callback();
  server = createServer((req, res) => {
    if (gateway !== undefined) markCheckedCaller(req, gateway ?? undefined);
    void handle(req, res);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const whoAmI = async (token?: string) =>
    (
      (await (await fetch(base, { headers: token ? { authorization: `Bearer ${token}` } : {} })).json()) as {
        user: string | null;
      }
    ).user;
  return { whoAmI, verified };
}

describe('authenticate', () => {
  it('checks the token itself for a request that came over the network', async () => {
    const { whoAmI, verified } = await serve();
    expect(await whoAmI('bob-token')).toBe('bob');
    expect(await whoAmI('forged')).toBeNull();
    expect(verified).toEqual(['bob-token', 'forged']);
  });

  it("takes the in-process gateway's verified caller without checking the token again", async () => {
    const { whoAmI, verified } = await serve(alice);
    expect(await whoAmI('anything')).toBe('alice');
    expect(verified).toEqual([]);
  });

  it('treats a caller the gateway found without a valid session as signed out, whatever token it sends', async () => {
    const { whoAmI, verified } = await serve(null);
    expect(await whoAmI('bob-token')).toBeNull();
    expect(verified).toEqual([]);
  });
});

describe('a session whose revocation cannot be checked', () => {
  it('is served as a visitor on a public read, and answered 503 (not 401) where the user is needed', async () => {
    const verifier: TokenVerifier = {
      verify: () => Promise.reject(sessionCheckUnavailable()),
    };
    const app = new Koa();
    app.use(async (ctx, next) => {
      ctx.state.log = { warn: () => undefined, error: () => undefined };
      await next();
    });
    app.use(errorHandler());
    app.use(authenticate(verifier));
    app.use((ctx) => {
      ctx.body =
        ctx.path === '/mine' ? { user: requireUser(ctx).username } : { user: optionalUser(ctx) ?? null };
    });
    const handle = app.callback();
    server = createServer((req, res) => void handle(req, res));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const call = (path: string) =>
      fetch(`${base}${path}`, { headers: { authorization: 'Bearer bob-token' } });

    const open = await call('/public');
    expect(open.status).toBe(200);
    expect(await open.json()).toEqual({ user: null });
    const mine = await call('/mine');
    expect(mine.status).toBe(503);
    expect(await mine.json()).toMatchObject({
      message: 'Your session cannot be checked right now. Please try again in a moment.',
    });
  });
});
