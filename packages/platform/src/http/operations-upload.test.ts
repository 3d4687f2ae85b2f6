import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import Koa from 'koa';
import { PROFILE_PHOTO_TOO_LARGE } from '@gems/contracts';
import type { SessionClaims } from '../auth/session-claims.js';
import type { TokenVerifier } from '../auth/token-verifier.js';
import { authenticate } from './auth.js';
import { errorHandler } from './error-handler.js';
import { jsonBody } from './json-body.js';
import { ANSWERED, operationRouter } from './operations.js';

const alice: SessionClaims = { userId: 7, username: 'alice', role: 'user', sessionId: 's-7', expiresAt: 2e9 };
const verifier: TokenVerifier = { verify: async (token) => (token === 'alice' ? alice : null) };

let server: Server | undefined;
afterEach(
  () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.closeAllConnections(); // the 413 test leaves its half-sent request behind
      server.close(() => resolve());
    }),
);

/** identity's photo upload (5 MB, field `photo`) and its account deletion (204), as entries declare. */
async function serve() {
  const seen: unknown[] = [];
  const router = operationRouter('identity', {
    postUsersIdProfilePhoto: (ctx, req) => {
      const file = req.file();
      seen.push({ id: req.params().id, size: file?.size, type: file?.mimetype });
      ctx.body = { received: file?.size };
      return ANSWERED;
    },
    deleteAuthMe: () => undefined,
  });
  const app = new Koa();
  app.use(errorHandler());
  app.use(jsonBody(1024 * 1024));
  app.use(authenticate(verifier));
  app.use(router.routes());
  const handle = app.callback();
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { base: `http://127.0.0.1:${port}`, port, seen };
}

const photoForm = () => {
  const form = new FormData();
  form.set('photo', new Blob([new Uint8Array(1000)], { type: 'image/png' }), 'me.png');
  return form;
};

/** Announces a body of `bytes` and sends only its first few: answers what the server said. */
const announce = (port: number, path: string, bytes: number) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        port,
        path,
        method: 'POST',
        headers: {
          authorization: 'Bearer alice',
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': bytes,
        },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode!, body });
        });
      },
    );
    req.on('error', reject);
    req.write('--x\r\n'); // and never the rest: a server that reads the body would wait for it
  });

describe('operationRouter: uploads and empty answers', () => {
  it('reads the entry’s file field and hands the file to the handler', async () => {
    const { base, seen } = await serve();
    const res = await fetch(`${base}/api/users/7/profile-photo`, {
      method: 'POST',
      headers: { authorization: 'Bearer alice' },
      body: photoForm(),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: 1000 });
    expect(seen).toEqual([{ id: 7, size: 1000, type: 'image/png' }]);
  });

  it('refuses the caller and a bad id before the body is read', async () => {
    const { base, seen } = await serve();
    const post = (path: string, token?: string) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        body: photoForm(),
      });
    expect((await post('/api/users/7/profile-photo')).status).toBe(401);
    expect((await post('/api/users/x/profile-photo', 'alice')).status).toBe(400);
    expect(seen).toEqual([]);
  });

  it('answers 413 with the entry’s wording from Content-Length, without waiting for the body', async () => {
    const { port, seen } = await serve();
    const res = await announce(port, '/api/users/7/profile-photo', 6 * 1024 * 1024);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ message: PROFILE_PHOTO_TOO_LARGE });
    expect(seen).toEqual([]);
  });

  it('answers a form without a file as the handler decides, and an empty answer as 204', async () => {
    const { base, seen } = await serve();
    const noFile = await fetch(`${base}/api/users/7/profile-photo`, {
      method: 'POST',
      headers: { authorization: 'Bearer alice' },
      body: new FormData(),
    });
    expect(noFile.status).toBe(200);
    expect(seen).toEqual([{ id: 7, size: undefined, type: undefined }]);
    const deleted = await fetch(`${base}/api/auth/me`, {
      method: 'DELETE',
      headers: { authorization: 'Bearer alice' },
    });
    expect(deleted.status).toBe(204);
  });
});
