import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Koa from 'koa';
import Router from '@koa/router';
import { errorHandler } from './error-handler.js';
import { listen, type HttpServer } from './server.js';

describe('errorHandler: answers the routers leave empty', () => {
  let server: HttpServer;
  beforeAll(async () => {
    const app = new Koa();
    app.silent = true;
    app.use(errorHandler());
    const router = new Router().get('/things', (ctx) => void (ctx.body = []));
    app.use(router.routes());
    app.use(router.allowedMethods({ throw: false }));
    const handle = app.callback();
    server = await listen((req, res) => void handle(req, res), 0);
  });
  afterAll(() => server.close());

  const call = async (method: string, path: string) => {
    const res = await fetch(`${server.url}${path}`, { method });
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      allow: res.headers.get('allow'),
      body: await res.text(),
    };
  };

  it('answers a known path with another method 405 as JSON, with Allow', async () => {
    const res = await call('PATCH', '/things');
    expect(res).toMatchObject({ status: 405, allow: expect.stringContaining('GET') });
    expect(res.type).toMatch(/^application\/json/);
    expect(JSON.parse(res.body)).toEqual({ message: 'Method not allowed', code: 'method_not_allowed' });
  });

  it('answers an unknown path 404 as JSON, and a method no route knows 501 as JSON', async () => {
    const missing = await call('GET', '/nothing');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body)).toEqual({ message: 'Not found', code: 'not_found' });
    const unknown = await call('PROPFIND', '/things');
    expect(unknown.status).toBe(501);
    expect(JSON.parse(unknown.body)).toMatchObject({ message: 'Not implemented' });
  });
});

describe('errorHandler: a database that is away', () => {
  let server: HttpServer;
  beforeAll(async () => {
    const app = new Koa();
    app.silent = true;
    app.use(async (ctx, next) => {
      ctx.state.log = { warn: () => undefined, error: () => undefined };
      await next();
    });
    app.use(errorHandler());
    const router = new Router()
      .post('/terminated', () => {
        throw Object.assign(new Error('terminating connection due to administrator command'), {
          code: '57P01',
        });
      })
      .post('/bug', () => {
        throw new TypeError('x is undefined');
      });
    app.use(router.routes());
    const handle = app.callback();
    server = await listen((req, res) => void handle(req, res), 0);
  });
  afterAll(() => server.close());

  it('answers 503 with a message to try again, and Retry-After, never a 500', async () => {
    const res = await fetch(`${server.url}/terminated`, { method: 'POST' });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(await res.json()).toEqual({
      message: 'The service cannot reach its database right now. Please try again in a moment.',
      code: 'database_unavailable',
    });
  });

  it('still answers a bug 500 "Internal error"', async () => {
    const res = await fetch(`${server.url}/bug`, { method: 'POST' });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: 'Internal error', code: 'internal' });
  });
});
