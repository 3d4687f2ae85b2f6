import { zIdParams, zMessageAnswer } from '../../common.js';
import { ARCHIVE_PAGE_MAX_CHARS, zGemArchive, zGemArchivePage } from '../../gem-archives.js';
import { defineArea, MB } from '../operation.js';

/** Issue 29 §2: a gem's readable copy, kept when it is saved. */
export const gemArchivesArea = defineArea({
  tag: 'gem archives',
  description: 'Readable copies of saved pages: their main content, extracted and sanitized',
  operations: {
    getGemsIdArchive: {
      method: 'get',
      path: '/api/gems/{id}/archive',
      service: 'curation',
      summary: 'A gem’s readable copy',
      description:
        'The page’s main content as it was when the copy was taken: sanitized HTML (text structure and links only) and plain text. Seen by whoever may see the gem; 404 for a gem the viewer may not see, and while no copy exists.',
      access: 'viewer',
      params: zIdParams,
      answers: { 200: { description: 'The readable copy', schema: zGemArchive } },
      errors: { 404: { description: 'No such gem for this viewer, or no copy yet' } },
    },
    putGemsIdArchive: {
      method: 'put',
      path: '/api/gems/{id}/archive',
      service: 'curation',
      limits: {
        maxBodyBytes: 11 * MB,
        tooLarge: `The page is larger than ${ARCHIVE_PAGE_MAX_CHARS / MB} MB`,
      },
      summary: 'Send one’s gem’s page as the browser has it',
      description:
        'For pages that turn servers away (the extension): the page’s HTML, from which the readable copy is made in the background, replacing a copy the server fetched.',
      access: 'user',
      params: zIdParams,
      body: zGemArchivePage,
      answers: { 202: { description: 'The copy will be made from this page', schema: zMessageAnswer } },
      errors: {
        400: { description: 'The gem has no web address (a custom list)' },
        403: { description: 'Another curator’s gem' },
        404: { description: 'No such gem for this viewer' },
      },
    },
  },
});
