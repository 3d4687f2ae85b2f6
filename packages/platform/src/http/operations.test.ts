import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import Koa from 'koa';
import type { SessionClaims } from '../auth/session-claims.js';
import type { TokenVerifier } from '../auth/token-verifier.js';
import { authenticate } from './auth.js';
import { errorHandler } from './error-handler.js';
import { jsonBody } from './json-body.js';
import { ANSWERED, operationRouter } from './operations.js';

const alice: SessionClaims = { userId: 7, username: 'alice', role: 'user', sessionId: 's-7', expiresAt: 2e9 };
const verifier: TokenVerifier = { verify: async (token) => (token === 'alice' ? alice : null) };

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A social service of three operations, its handlers recording what they were given. */
async function serve() {
  const seen: unknown[] = [];
  const router = operationRouter('social', {
    postComments: (_ctx, req) => {
      const body = req.body();
      seen.push({ user: req.user.userId, body });
      return {
        id: 1,
        gemId: body.gemId,
        userId: req.user.userId,
        content: body.content,
        createdAt: '2026-11-26T00:00:00.000Z',
        updatedAt: '2026-11-26T00:00:00.000Z',
        author: null,
      };
    },
    getNotifications: (_ctx, req) => {
      seen.push(req.query());
      return { items: [], nextCursor: 'next-page' };
    },
    deleteCommentsId: (ctx, req) => {
      seen.push(req.params());
      ctx.status = 409;
      ctx.body = { message: 'Handled here', extra: true };
      return ANSWERED;
    },
  });
  const app = new Koa();
  app.use(errorHandler());
  app.use(jsonBody(1024 * 1024));
  app.use(authenticate(verifier));
  app.use(router.routes());
  const handle = app.callback();
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const send = (method: string, path: string, body?: unknown, token?: string) =>
    fetch(`${base}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return { send, seen };
}

describe('operationRouter', () => {
  it('registers each handler at its catalogue path and answers with the entry’s status', async () => {
    const { send, seen } = await serve();
    const res = await send('POST', '/api/comments', { gemId: 5, content: 'Nice' }, 'alice');
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ gemId: 5, content: 'Nice', userId: 7 });
    expect(seen).toEqual([{ user: 7, body: expect.objectContaining({ gemId: 5, content: 'Nice' }) }]);
  });

  it('checks the session the entry asks for before reading the input', async () => {
    const { send, seen } = await serve();
    expect((await send('POST', '/api/comments', { gemId: 'x' })).status).toBe(401);
    const bad = await send('POST', '/api/comments', { gemId: 'x', content: '' }, 'alice');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBeTruthy();
    expect(seen).toEqual([]);
  });

  it('answers a paged list as an array with the next cursor in X-Next-Cursor', async () => {
    const { send, seen } = await serve();
    const res = await send('GET', '/api/notifications?limit=5', undefined, 'alice');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-next-cursor')).toBe('next-page');
    expect(await res.json()).toEqual([]);
    expect(seen).toEqual([expect.objectContaining({ limit: 5 })]);
  });

  it('leaves an answer the handler wrote itself alone', async () => {
    const { send } = await serve();
    const res = await send('DELETE', '/api/comments/3', undefined, 'alice');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: 'Handled here', extra: true });
  });

  it('does not route a path the service did not register', async () => {
    const { send } = await serve();
    expect((await send('GET', '/api/gems/1/comments', undefined, 'alice')).status).toBe(404);
  });

  it('refuses an operation of another service, even past the types', () => {
    const foreign = { getGemsId: () => undefined } as unknown as Parameters<typeof operationRouter>[1];
    expect(() => operationRouter('social', foreign)).toThrow('getGemsId belongs to curation, not social');
  });
});
