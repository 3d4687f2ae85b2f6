import { ApiError } from '../api/client';

const SCRAPE_TOAST_TITLE = 'Scraping failed';
export const CLIENT_TIMEOUT_MESSAGE = 'Request timeout - please try again';
const ENTER_MANUALLY_HINT = " You can use the 'Enter Manually' option to add this site.";
/** Spec 01 §9: a blocked-site toast stays 6 s; other errors use the error toast's 4 s. */
const BLOCKED_TOAST_SECONDS = 6;
const ERROR_TOAST_SECONDS = 4;

const BLOCKED_WORDS = /\b403\b|forbidden|blocked|protection|anti-scraping/i;

export interface ScrapeFailure {
  message: string;
  blocked: boolean;
}

/** What went wrong, from anything the scrape call threw (spec 01 §8). */
export function scrapeFailureOf(error: unknown): ScrapeFailure {
  const message =
    error instanceof Error && error.message ? error.message : 'Unable to get information from this URL.';
  const status = error instanceof ApiError ? error.status : 0;
  return { message, blocked: status === 403 || BLOCKED_WORDS.test(message) };
}

export interface ScrapeToast {
  title: string;
  description: string;
  seconds: number;
}

/** Spec 01 §8: "Scraping failed" with the message; blocked sites add a hint and stay 6 s. */
export function scrapeFailureToast(failure: ScrapeFailure): ScrapeToast {
  return failure.blocked
    ? {
        title: SCRAPE_TOAST_TITLE,
        description: failure.message + ENTER_MANUALLY_HINT,
        seconds: BLOCKED_TOAST_SECONDS,
      }
    : { title: SCRAPE_TOAST_TITLE, description: failure.message, seconds: ERROR_TOAST_SECONDS };
}
