/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { Toast } from '../feedback/use-toast';
import { LINK_COPIED, SHARE_FALLBACK_SECONDS, copyLink, shortLink } from './share-gem';

function recordingToast() {
  const calls: { kind: string; args: unknown[] }[] = [];
  const toast: Toast = {
    success: (...args) => void calls.push({ kind: 'success', args }),
    error: (...args) => void calls.push({ kind: 'error', args }),
    info: (...args) => void calls.push({ kind: 'info', args }),
  };
  return { toast, calls };
}

const realClipboard = Object.getOwnPropertyDescriptor(globalThis.navigator ?? {}, 'clipboard');
function setClipboard(value: unknown) {
  Object.defineProperty(globalThis.navigator, 'clipboard', { value, configurable: true });
}
afterEach(() => {
  if (realClipboard) Object.defineProperty(globalThis.navigator, 'clipboard', realClipboard);
  else setClipboard(undefined);
});

describe('share links', () => {
  it('builds origin/s/{code}', () => {
    expect(shortLink('https://gems.example', 'AbCd1234')).toBe('https://gems.example/s/AbCd1234');
  });

  it('copies and says "Link copied to clipboard"', async () => {
    const writeText = jest.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    setClipboard({ writeText });
    const { toast, calls } = recordingToast();
    expect(await copyLink(toast, 'https://gems.example/s/AbCd1234', 'Share this gem')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://gems.example/s/AbCd1234');
    expect(calls).toEqual([{ kind: 'success', args: [LINK_COPIED] }]);
    expect(LINK_COPIED).toBe('Link copied to clipboard');
  });

  it('shows the link for 10 s when the clipboard refuses or is missing', async () => {
    setClipboard({ writeText: () => Promise.reject(new Error('denied')) });
    const first = recordingToast();
    expect(await copyLink(first.toast, 'https://x.example/collections/3', 'Share this collection')).toBe(
      false,
    );
    expect(first.calls).toEqual([
      {
        kind: 'info',
        args: ['Share this collection', 'https://x.example/collections/3', SHARE_FALLBACK_SECONDS],
      },
    ]);
    expect(SHARE_FALLBACK_SECONDS).toBe(10);

    setClipboard(undefined);
    const second = recordingToast();
    await copyLink(second.toast, 'https://x.example/s/q', 'Share this gem');
    expect(second.calls[0]?.args).toEqual(['Share this gem', 'https://x.example/s/q', 10]);
  });
});
