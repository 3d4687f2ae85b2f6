import { zCreateFeedback, zFeedback } from '../../admin-metrics.js';
import { zScrapePreview, zScrapeRequest } from '../../scrape.js';
import { defineArea, MB } from '../operation.js';

export const scrapeArea = defineArea({
  tag: 'scrape',
  description: 'Link previews',
  operations: {
    postScrape: {
      method: 'post',
      path: '/api/scrape',
      service: 'scraper',
      limits: { maxBodyBytes: 11 * MB, timeoutMs: 16_000 },
      summary: 'A link’s preview: title, description, image, category',
      description:
        'Fetches the page safely (public addresses only), or extracts from `html` when the browser extension sends the page as the browser has it; may render it in Chromium. Its own budget is 15 s.',
      access: 'user',
      body: zScrapeRequest,
      answers: { 200: { description: 'The preview', schema: zScrapePreview } },
      errors: {
        403: { description: 'The site refused the request' },
        404: { description: 'The site has no such page' },
        422: { description: 'The page could not be read' },
        424: {
          description:
            'The site failed (`code` site_error) or took too long (`code` site_timeout): a fault of the site, not of Gems, so 4xx',
        },
      },
    },
  },
});

export const feedbackArea = defineArea({
  tag: 'feedback',
  description: 'Send Feedback',
  operations: {
    postFeedback: {
      method: 'post',
      path: '/api/feedback',
      service: 'admin-metrics',
      summary: 'Send feedback to the administrators',
      access: 'user',
      body: zCreateFeedback,
      answers: { 201: { description: 'The stored feedback', schema: zFeedback } },
    },
  },
});
