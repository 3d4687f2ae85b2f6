import { zCreateFeedback, zFeedback } from '../../admin-metrics.js';
import { zScrapePreview, zScrapeRequest } from '../../scrape.js';
import type { ApiArea } from '../operation.js';

export const scrapeArea: ApiArea = {
  tag: 'scrape',
  description: 'Link previews',
  operations: [
    {
      method: 'post',
      path: '/api/scrape',
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
  ],
};

export const feedbackArea: ApiArea = {
  tag: 'feedback',
  description: 'Send Feedback',
  operations: [
    {
      method: 'post',
      path: '/api/feedback',
      summary: 'Send feedback to the administrators',
      access: 'user',
      body: zCreateFeedback,
      answers: { 201: { description: 'The stored feedback', schema: zFeedback } },
    },
  ],
};
