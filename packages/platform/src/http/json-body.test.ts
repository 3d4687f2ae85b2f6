import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Koa from 'koa';
import { errorHandler } from './error-handler.js';
import { jsonBody } from './json-body.js';
import { listen, type HttpServer } from './server.js';

describe('jsonBody', () => {
  let server: HttpServer;
  beforeAll(async () => {
    const app = new Koa();
    app.silent = true;
    app.use(errorHandler());
    app.use(jsonBody(1024));
    app.use((ctx) => void (ctx.body = { body: ctx.request.body }));
    const handle = app.callback();
    server = await listen((req, res) => void handle(req, res), 0);
  });
  afterAll(() => server.close());

  const send = async (
    method: string,
    body?: string | ReadableStream,
    headers: Record<string, string> = {},
  ) => {
    const res = await fetch(server.url, {
      method,
      body,
      headers: { 'content-type': 'application/json', ...headers },
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);
    return { status: res.status, json: await res.json() };
  };
  const stream = (text: string) =>
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    });

  it('takes a request without Content-Length or Transfer-Encoding, or with length 0, as an empty body', async () => {
    expect(await send('DELETE')).toEqual({ status: 200, json: { body: {} } });
    expect(await send('POST')).toEqual({ status: 200, json: { body: {} } });
  });

  it('reads a declared body and a chunked one, and holds a chunked one to the limit', async () => {
    expect(await send('POST', '{"a":1}')).toEqual({ status: 200, json: { body: { a: 1 } } });
    expect(await send('DELETE', stream('{"b":2}'))).toEqual({ status: 200, json: { body: { b: 2 } } });
    expect((await send('POST', stream(`{"c":"${'x'.repeat(2000)}"}`))).status).toBe(413);
    expect((await send('POST', stream('{'))).status).toBe(400);
  });
});
