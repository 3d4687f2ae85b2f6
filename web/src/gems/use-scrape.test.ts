import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { SCRAPE_TIMEOUT_MS, fetchPreview } from './use-scrape';

const realFetch = globalThis.fetch;
afterEach(() => {
  jest.useRealTimers();
  globalThis.fetch = realFetch;
});

// A scraper that never answers, but stops when its request is aborted, as fetch does.
function hangingFetch() {
  globalThis.fetch = jest.fn<typeof fetch>().mockImplementation(
    (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      }),
  );
}

describe('fetchPreview', () => {
  it("gives up after 15 s with the spec's client timeout message", async () => {
    jest.useFakeTimers();
    hangingFetch();
    const result = fetchPreview('https://example.com/', new AbortController().signal);
    const settled = expect(result).rejects.toMatchObject({ message: 'Request timeout - please try again' });
    jest.advanceTimersByTime(SCRAPE_TIMEOUT_MS - 1);
    await Promise.resolve();
    jest.advanceTimersByTime(1);
    await settled;
  });

  it('a cancelled scrape is an abort, not a timeout', async () => {
    hangingFetch();
    const cancel = new AbortController();
    const result = fetchPreview('https://example.com/', cancel.signal);
    cancel.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends the spec payload and checks the answer', async () => {
    const preview = {
      title: 'T',
      description: null,
      imageUrl: null,
      domain: 'example.com',
      url: 'https://example.com/',
      category: 'Article',
      requiresBookmark: false,
      siteName: 'Example',
      logoUrl: 'https://example.com/icon.png',
      publishedAt: '2026-03-14T09:30:00.000Z',
      author: null,
    };
    const fetchMock = jest.fn<typeof fetch>().mockResolvedValue({
      ok: true,
      status: 200,
      headers: new Headers({ 'Content-Type': 'application/json' }),
      text: async () => JSON.stringify(preview),
    } as unknown as Response);
    globalThis.fetch = fetchMock;
    await expect(fetchPreview('https://example.com/', new AbortController().signal)).resolves.toEqual(
      preview,
    );
    const init = fetchMock.mock.calls[0]?.[1];
    expect(JSON.parse(String(init?.body))).toEqual({
      url: 'https://example.com/',
      extractIndividualLocations: false,
    });
  });
});
