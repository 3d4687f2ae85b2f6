import { z } from 'zod';
import { zIdParams } from '../../common.js';
import { zGemsExport } from '../../gem-answers.js';
import {
  IMPORT_FILE_FIELD,
  IMPORT_MAX_BYTES,
  IMPORT_TOO_LARGE,
  zBatchImport,
  zBatchImportResult,
  zImportForm,
  zImportJob,
} from '../../imports.js';
import { defineArea, MB } from '../operation.js';

export const importsArea = defineArea({
  tag: 'imports',
  description: 'Batch and bookmark-file imports, exports of one’s gems',
  operations: {
    postGemsBatch: {
      method: 'post',
      path: '/api/gems/batch',
      service: 'curation',
      limits: { timeoutMs: 60_000 },
      summary: 'Save up to 50 links at once',
      access: 'user',
      body: zBatchImport,
      answers: { 200: { description: 'One result per link, in order', schema: zBatchImportResult } },
    },
    postImports: {
      method: 'post',
      path: '/api/imports',
      service: 'curation',
      limits: { maxBodyBytes: 21 * MB, tooLarge: IMPORT_TOO_LARGE, timeoutMs: 60_000 },
      summary: 'Start importing a browser bookmarks file',
      access: 'user',
      body: zImportForm,
      upload: { field: IMPORT_FILE_FIELD, maxBytes: IMPORT_MAX_BYTES },
      answers: { 202: { description: 'The import job, queued', schema: zImportJob } },
      errors: {
        409: { description: 'An import is already running' },
        413: { description: 'The file is larger than 20 MB' },
      },
    },
    getImports: {
      method: 'get',
      path: '/api/imports',
      service: 'curation',
      summary: 'One’s imports, newest first',
      access: 'user',
      answers: { 200: { description: 'Import jobs', schema: z.array(zImportJob) } },
    },
    getImportsId: {
      method: 'get',
      path: '/api/imports/{id}',
      service: 'curation',
      summary: 'An import’s progress',
      access: 'user',
      params: zIdParams,
      answers: { 200: { description: 'The import job', schema: zImportJob } },
    },
    getImportsIdFailuresCsv: {
      method: 'get',
      path: '/api/imports/{id}/failures.csv',
      service: 'curation',
      summary: 'The links an import could not save, as CSV',
      access: 'user',
      params: zIdParams,
      answers: { 200: { description: 'A CSV download', contentType: 'text/csv' } },
    },
    getExportsGemsHtml: {
      method: 'get',
      path: '/api/exports/gems.html',
      service: 'curation',
      limits: { timeoutMs: 60_000 },
      summary: 'One’s gems as a browser bookmarks file',
      access: 'user',
      answers: { 200: { description: 'An HTML download', contentType: 'text/html' } },
    },
    getExportsGemsJson: {
      method: 'get',
      path: '/api/exports/gems.json',
      service: 'curation',
      limits: { timeoutMs: 60_000 },
      summary: 'One’s gems as JSON',
      access: 'user',
      answers: {
        200: { description: 'A JSON download (Content-Disposition: attachment)', schema: zGemsExport },
      },
    },
  },
});
