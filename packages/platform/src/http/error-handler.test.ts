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
    server = await listen(app.callback(), 0);
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
