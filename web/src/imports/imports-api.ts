import { IMPORT_FILE_FIELD, type BatchImportResult, type ImportJob, type Visibility } from '@gems/contracts';
import { call, operationUrl } from '../api/operations';

/** React Query keys: under 'gems', so saving gems elsewhere refreshes these too. */
export const IMPORTS_KEY = ['gems', 'imports'] as const;
export const importKey = (id: number) => [...IMPORTS_KEY, id] as const;

/** Downloads: plain links (the browser saves the file), so URLs rather than calls. */
export const IMPORT_EXPORT_PATHS = {
  html: operationUrl('getExportsGemsHtml'),
  json: operationUrl('getExportsGemsJson'),
  failures: (jobId: number) => operationUrl('getImportsIdFailuresCsv', { params: { id: jobId } }),
} as const;

export const batchImport = (urls: string[]): Promise<BatchImportResult> =>
  call('postGemsBatch', { body: { urls } });

export const fetchImport = (id: number): Promise<ImportJob> => call('getImportsId', { params: { id } });

export const fetchImports = (): Promise<ImportJob[]> => call('getImports');

/** POST /api/imports (multipart: file, visibility): the started job. */
export function startImport(file: File, visibility: Visibility): Promise<ImportJob> {
  const form = new FormData();
  form.append('visibility', visibility);
  form.append(IMPORT_FILE_FIELD, file);
  return call('postImports', { body: form });
}
