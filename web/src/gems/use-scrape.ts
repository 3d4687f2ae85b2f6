import type { ScrapePreview } from '@gems/contracts';
import { useMutation } from '@tanstack/react-query';
import { useNotificationApi } from '../feedback/toast-context';
import { useCallback, useEffect, useRef } from 'react';
import { ApiError } from '../api/client';
import { call } from '../api/operations';
import {
  CLIENT_TIMEOUT_MESSAGE,
  scrapeFailureOf,
  scrapeFailureToast,
  type ScrapeFailure,
} from './scrape-errors';

/** Spec 01 §7/§9: the client gives the scraper 15 s. */
export const SCRAPE_TIMEOUT_MS = 15_000;

/** POST /api/scrape with the client's own timeout; `signal` lets the dialog cancel it. */
export async function fetchPreview(url: string, signal: AbortSignal): Promise<ScrapePreview> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, SCRAPE_TIMEOUT_MS);
  const cancel = () => controller.abort();
  signal.addEventListener('abort', cancel, { once: true });
  try {
    return await call(
      'postScrape',
      { body: { url, extractIndividualLocations: false } },
      { signal: controller.signal },
    );
  } catch (error) {
    if (timedOut) throw new ApiError(0, CLIENT_TIMEOUT_MESSAGE);
    throw error;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', cancel);
  }
}

export interface Scraper {
  /** Starts a scrape; only the latest call reports back. */
  run: (url: string, onSuccess: (preview: ScrapePreview) => void) => void;
  isLoading: boolean;
  failure: ScrapeFailure | null;
  /** Back to idle, dropping any answer still on its way. */
  reset: () => void;
}

/**
 * Spec 01 §4 scraper states: idle, loading, then success or error (message kept and a
 * "Scraping failed" toast shown); it can be reset.
 */
export function useScrape(): Scraper {
  const notification = useNotificationApi();
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation<ScrapePreview, ScrapeFailure, string>({
    mutationFn: async (url) => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      try {
        return await fetchPreview(url, own.signal);
      } catch (error) {
        throw scrapeFailureOf(error);
      }
    },
  });
  const { mutate, reset: resetMutation } = mutation;

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    resetMutation();
  }, [resetMutation]);
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    (url: string, onSuccess: (preview: ScrapePreview) => void) =>
      mutate(url, {
        onSuccess,
        onError: (failure) => {
          const toast = scrapeFailureToast(failure);
          notification.error({
            title: toast.title,
            description: toast.description,
            duration: toast.seconds,
            role: 'alert',
          });
        },
      }),
    [mutate, notification],
  );

  return { run, isLoading: mutation.isPending, failure: mutation.error, reset };
}
