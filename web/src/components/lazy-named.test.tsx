import { describe, expect, it } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { DRAWN_PARTS_KEY, lazyNamed, preloadDrawnParts } from './lazy-named';

// Outside a browser, as the gateway draws (this file runs in Node: no window).
describe('lazy parts of a drawn page', () => {
  it('records each lazy part a drawing shows, once, for the browser to load before adopting it', async () => {
    let loads = 0;
    const Greeting = lazyNamed(async () => {
      loads++;
      return { Greeting: ({ who }: { who: string }) => <p>Hello {who}</p> };
    }, 'Greeting');
    const Unused = lazyNamed(async () => ({ Unused: () => <p>never drawn</p> }), 'Unused');
    await Greeting.preload();
    await Unused.preload();
    const client = new QueryClient();
    const html = renderToString(
      <QueryClientProvider client={client}>
        <Greeting who="Ada" />
        <Greeting who="Grace" />
      </QueryClientProvider>,
    );
    expect(html).toContain('Hello <!-- -->Ada');
    expect(client.getQueryData(DRAWN_PARTS_KEY)).toEqual(['Greeting']);
    await preloadDrawnParts(['Greeting', 'not a part']);
    expect(loads).toBe(1);
  });
});
