import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { gemKeys } from '../gems/gem-api';
import { startPageData } from './early-data';
import { createQueryClient } from './query-client';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function answering(body: unknown) {
  const fetchMock = jest
    .fn<typeof fetch>()
    .mockImplementation(
      async () => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
    );
  globalThis.fetch = fetchMock;
  return fetchMock;
}

describe('startPageData', () => {
  it('asks for the gem of a gem page at once, under the key the page reads', async () => {
    const fetchMock = answering({ id: 12, title: 'Pan' });
    const client = createQueryClient();
    startPageData(client, '/gem/12');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/gems/12');
    await client.getQueryCache().find({ queryKey: gemKeys.detail(12) })?.promise;
    expect(client.getQueryData(gemKeys.detail(12))).toEqual({ id: 12, title: 'Pan' });
  });

  it('asks nothing for other pages or a gem address that is not an id', () => {
    const fetchMock = answering({});
    const client = createQueryClient();
    for (const path of ['/', '/explore', '/gem/abc', '/gem/0', '/gem/99999999999', '/gem/12/extra'])
      startPageData(client, path);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
