/** Why a fetch stopped. The scrape service maps each kind to the spec's user-facing message. */
export type FetchFailureKind =
  | 'denied' // the address policy refused the URL or a redirect hop (scheme, port, credentials)
  | 'private' // the host is a private or internal name or address (typed, redirected to or resolved)
  | 'unknown-host' // DNS has no such name
  | 'timeout'
  | 'too-large' // body or decompressed body over the cap (decompression bombs land here)
  | 'too-many-redirects'
  | 'redirect-loop'
  | 'unsupported-type' // not HTML for a page, not an image for an image probe
  | 'bad-encoding' // unknown or corrupt Content-Encoding
  | 'network'; // refused, reset, TLS failure

export class FetchFailure extends Error {
  constructor(
    readonly kind: FetchFailureKind,
    message: string,
    readonly url?: string,
  ) {
    super(message);
    this.name = 'FetchFailure';
  }
}
