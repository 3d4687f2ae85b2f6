import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { ApiError } from '../api/client';
import { DuplicateGemError, createGem, uploadGemImage } from './gem-api';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function answer(response: Response) {
  const fetchMock = jest
    .fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>()
    .mockResolvedValue(response);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('createGem', () => {
  it('posts JSON with cookies and answers the new id', async () => {
    const fetchMock = answer(json({ id: 7, title: 'x' }, 201));
    await expect(createGem({ url: 'https://a.example' })).resolves.toMatchObject({ id: 7 });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"url":"https://a.example"}');
  });

  it('turns a 409 into a DuplicateGemError carrying the saved gem id', async () => {
    answer(json({ message: 'You already saved this link', code: 'duplicate', gemId: 42 }, 409));
    const error = await createGem({ url: 'https://a.example' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DuplicateGemError);
    expect(error).toMatchObject({ gemId: 42, status: 409, message: 'You already saved this link' });
  });

  it('keeps the client error rules for any other refusal', async () => {
    answer(json({ message: 'Gem name required' }, 400));
    const error = await createGem({}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(DuplicateGemError);
    expect(error).toMatchObject({ status: 400, message: 'Gem name required' });
  });
});

describe('uploadGemImage', () => {
  it('sends the file as the multipart field "image"', async () => {
    const fetchMock = answer(
      json({ id: 1, gemId: 3, imageUrl: '/files/a.webp', thumbnailUrl: null, caption: null }, 201),
    );
    const image = await uploadGemImage(3, new Blob(['png'], { type: 'image/png' }));
    expect(image.imageUrl).toBe('/files/a.webp');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/gems/3/images/upload');
    expect((init!.body as FormData).get('image')).toBeInstanceOf(Blob);
  });

  it("shows the server's message when it refuses", async () => {
    answer(json({ message: 'File size must be less than 10MB' }, 413));
    await expect(uploadGemImage(3, new Blob(['x']))).rejects.toMatchObject({
      status: 413,
      message: 'File size must be less than 10MB',
    });
  });
});
