import { IMPORT_FILE_FIELD, type BatchImportResult, type ImportJob, type Visibility } from '@gems/contracts';
import { api } from '../api/client';

/** React Query keys: under 'gems', so saving gems elsewhere refreshes these too. */
export const IMPORTS_KEY = ['gems', 'imports'] as const;
export const importKey = (id: number) => [...IMPORTS_KEY, id] as const;

export const batchImport = (urls: string[]): Promise<BatchImportResult> =>
  api.post<BatchImportResult>('/api/gems/batch', { urls });

export const fetchImport = (id: number): Promise<ImportJob> => api.get<ImportJob>(`/api/imports/${id}`);

export const fetchImports = (): Promise<ImportJob[]> => api.get<ImportJob[]>('/api/imports');

/** POST /api/imports (multipart: file, visibility): the started job. */
export function startImport(file: File, visibility: Visibility): Promise<ImportJob> {
  const form = new FormData();
  form.append('visibility', visibility);
  form.append(IMPORT_FILE_FIELD, file);
  return api.upload<ImportJob>('/api/imports', form);
}
