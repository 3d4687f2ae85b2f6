import { describe, expect, it } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { DRAWN_PARTS_KEY, lazyNamed, preloadDrawnParts, showWhenLoaded } from './lazy-named';

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

describe('showWhenLoaded', () => {
  it('shows a part only once its code is loaded, and still shows it when the load fails', async () => {
    const events: string[] = [];
    const Dialog = lazyNamed(async () => {
      events.push('loaded');
      return { Dialog: () => <p>dialog</p> };
    }, 'Dialog');
    showWhenLoaded(Dialog, () => events.push('shown'));
    expect(events).not.toContain('shown');
    await Dialog.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toEqual(['loaded', 'shown']);

    const Broken = lazyNamed<'Broken'>(() => Promise.reject(new Error('offline')), 'Broken');
    const shown = new Promise<string>((resolve) => showWhenLoaded(Broken, () => resolve('shown')));
    await expect(shown).resolves.toBe('shown');
  });
});
