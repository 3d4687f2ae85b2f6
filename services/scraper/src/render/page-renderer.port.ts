/** A headless browser that runs a page's scripts and returns the resulting HTML. */
export interface PageRenderer {
  /**
   * Renders `url` within `timeoutMs`; every request the page makes goes through the same
   * safe-fetching rules as the scraper's own. Rejects when the page cannot be rendered in time.
   */
  render(url: string, options: { timeoutMs: number; signal?: AbortSignal }): Promise<RenderedPage>;
  close(): Promise<void>;
}

export interface RenderedPage {
  url: string;
  html: string;
  /** Bytes the browser's requests received from the sites. */
  bytes: number;
}
