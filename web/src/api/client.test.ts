import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { ApiError, api, apiRequest, errorFromResponse } from './client';

type FetchArgs = [RequestInfo | URL, RequestInit | undefined];
const realFetch = globalThis.fetch;

function answer(response: Response) {
  const fetchMock = jest.fn<(...args: FetchArgs) => Promise<Response>>().mockResolvedValue(response);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const json = (body: unknown, status = 200, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('apiRequest: what it sends', () => {
  it('sends cookies and a JSON content type with a JSON body', async () => {
    const fetchMock = answer(json({ ok: true }));
    await api.post('/api/auth/login', { email: 'a@b.co', password: 'x' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/login');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init?.body).toBe('{"email":"a@b.co","password":"x"}');
  });

  it('sends no content type on a GET without a body', async () => {
    const fetchMock = answer(json([]));
    await api.get('/api/gems');
    const init = fetchMock.mock.calls[0]![1];
    expect((init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect(init?.body).toBeUndefined();
    expect(init?.credentials).toBe('include');
  });
});

describe('apiRequest: successful answers', () => {
  it('parses a JSON answer', async () => {
    answer(json({ id: 1, username: 'ana' }));
    await expect(api.get('/api/auth/me')).resolves.toEqual({ id: 1, username: 'ana' });
  });

  it('treats a non-JSON answer as an empty object', async () => {
    answer(new Response('OK', { status: 200, headers: { 'Content-Type': 'text/plain' } }));
    await expect(api.post('/api/auth/logout', {})).resolves.toEqual({});
  });

  it('treats an empty JSON answer as an empty object', async () => {
    answer(new Response(null, { status: 200, headers: { 'Content-Type': 'application/json' } }));
    await expect(api.delete('/api/gems/1')).resolves.toEqual({});
  });

  it('refuses an answer that says JSON but is not', async () => {
    answer(new Response('{"count": 3', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    await expect(api.get('/api/notifications/count')).rejects.toMatchObject({
      status: 200,
      message: 'The server sent an answer this page does not understand.',
    });
  });
});

describe('apiRequest: error messages (spec 01 §8)', () => {
  it("uses a JSON body's message and keeps the status and field messages", async () => {
    answer(
      json(
        { message: 'Username already taken', fields: { username: 'Username already taken' } },
        409,
        'Conflict',
      ),
    );
    const err = await apiRequest('POST', '/api/auth/register', { body: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('Username already taken');
    expect((err as ApiError).status).toBe(409);
    expect((err as ApiError).fields).toEqual({ username: 'Username already taken' });
  });

  it('uses the raw text when the body is not JSON', async () => {
    answer(new Response('Bad gateway: upstream closed', { status: 502, statusText: 'Bad Gateway' }));
    await expect(api.get('/api/gems')).rejects.toThrow('Bad gateway: upstream closed');
  });

  it('uses the raw text when a JSON body has no message', async () => {
    answer(json({ error: 'nope' }, 400, 'Bad Request'));
    await expect(api.get('/api/gems')).rejects.toThrow('{"error":"nope"}');
  });

  it('uses the status text when the body is empty', async () => {
    answer(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(api.get('/api/gems')).rejects.toThrow('Service Unavailable');
  });

  it('uses "<status> <statusText>" when the body cannot be read', async () => {
    const res = new Response('x', { status: 500, statusText: 'Internal Server Error' });
    jest.spyOn(res, 'text').mockRejectedValue(new Error('stream broke'));
    const err = await errorFromResponse(res);
    expect(err.message).toBe('500 Internal Server Error');
    expect(err.status).toBe(500);
  });

  it('treats 401 like any other failure', async () => {
    answer(json({ message: 'Invalid email or password' }, 401, 'Unauthorized'));
    await expect(api.post('/api/auth/login', {})).rejects.toThrow('Invalid email or password');
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    globalThis.fetch = jest.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    const err = await api.get('/api/auth/me').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(0);
  });
});

describe('api.upload: multipart forms through the same client', () => {
  const form = () => {
    const body = new FormData();
    body.append('photo', new Blob(['png'], { type: 'image/png' }), 'me.png');
    return body;
  };

  it('POSTs the form with cookies, no JSON content type, and reads the answer', async () => {
    const fetchMock = answer(json({ id: 3, imageUrl: '/uploads/avatars/3/a.webp' }, 201));
    const sent = form();
    const user = await api.upload('/api/users/3/profile-photo', sent);
    expect(user).toEqual({ id: 3, imageUrl: '/uploads/avatars/3/a.webp' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/users/3/profile-photo');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe(sent);
    const headers = init?.headers as Record<string, string>;
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers.Accept).toBe('application/json');
  });

  it('uses the method it is given', async () => {
    const fetchMock = answer(json({}));
    await api.upload('/api/gems/1/images/upload', form(), { method: 'PUT' });
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('PUT');
  });

  it("refuses with the body's message, status and field messages", async () => {
    answer(json({ message: 'File size must be less than 10MB', fields: { photo: 'Too big' } }, 413));
    const err = await api.upload('/api/users/3/profile-photo', form()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 413,
      message: 'File size must be less than 10MB',
      fields: { photo: 'Too big' },
    });
  });

  it('refuses with the raw text, then the status text, like every other call', async () => {
    answer(new Response('Payload Too Large', { status: 413, statusText: 'Payload Too Large' }));
    await expect(api.upload('/api/imports', form())).rejects.toThrow('Payload Too Large');
    answer(new Response('', { status: 502, statusText: 'Bad Gateway' }));
    await expect(api.upload('/api/imports', form())).rejects.toThrow('Bad Gateway');
  });

  it('treats 401 like any other failure', async () => {
    answer(json({ message: 'Not signed in' }, 401, 'Unauthorized'));
    await expect(api.upload('/api/imports', form())).rejects.toMatchObject({
      status: 401,
      message: 'Not signed in',
    });
  });

  it('answers UNREADABLE when the answer is not readable JSON, and status 0 when offline', async () => {
    answer(new Response('<html>', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const bad = await api.upload('/api/imports', form()).catch((e: unknown) => e);
    expect(bad).toMatchObject({
      status: 200,
      message: 'The server sent an answer this page does not understand.',
    });
    globalThis.fetch = jest.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.upload('/api/imports', form())).rejects.toMatchObject({ status: 0 });
  });
});

describe('ApiError.body', () => {
  it("keeps a refusal's JSON body for callers that need more than the message", async () => {
    answer(json({ message: 'You already saved this link', gemId: 42 }, 409, 'Conflict'));
    const err = await api.post('/api/gems', {}).catch((e: unknown) => e);
    expect((err as ApiError).body).toEqual({ message: 'You already saved this link', gemId: 42 });
  });
});
