import type { AddressPolicy } from './address-policy.js';
import type { HostResolver } from './host-resolver.js';
import { safeFetch, type ExpectedContent, type FetchedResource } from './safe-fetch.js';

export interface FetcherSettings {
  policy: AddressPolicy;
  resolver: HostResolver;
  userAgent: string;
  maxBytes: number;
  maxRedirects: number;
}

interface FetchRequest {
  expect: ExpectedContent;
  timeoutMs: number;
  signal?: AbortSignal;
  readLimit?: number;
  maxBytes?: number;
  method?: 'GET' | 'HEAD';
  skipBody?: boolean;
}

/** The one way the service reaches the network: every caller gets the same policy and caps. */
export type Fetcher = (url: string, request: FetchRequest) => Promise<FetchedResource>;

export function createFetcher(settings: FetcherSettings): Fetcher {
  return (url, request) =>
    safeFetch(url, {
      policy: settings.policy,
      resolver: settings.resolver,
      userAgent: settings.userAgent,
      maxRedirects: settings.maxRedirects,
      maxBytes: request.maxBytes ?? settings.maxBytes,
      expect: request.expect,
      timeoutMs: request.timeoutMs,
      signal: request.signal,
      readLimit: request.readLimit,
      method: request.method,
      skipBody: request.skipBody,
    });
}
