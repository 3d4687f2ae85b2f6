import {
  IMPORT_FILE_FIELD,
  zBatchImportResult,
  zImportJob,
  type BatchImportResult,
  type ImportJob,
  type Visibility,
} from '@gems/contracts';
import { z } from 'zod';
import { ApiError, api, errorFromResponse } from '../api/client';

/** React Query keys: under 'gems', so saving gems elsewhere refreshes these too. */
export const IMPORTS_KEY = ['gems', 'imports'] as const;
export const importKey = (id: number) => [...IMPORTS_KEY, id] as const;

export const batchImport = (urls: string[]): Promise<BatchImportResult> =>
  api.post('/api/gems/batch', { urls }, { schema: zBatchImportResult });

export const fetchImport = (id: number): Promise<ImportJob> =>
  api.get(`/api/imports/${id}`, { schema: zImportJob });

export const fetchImports = (): Promise<ImportJob[]> =>
  api.get('/api/imports', { schema: z.array(zImportJob) });

/**
 * POST /api/imports (multipart: file, visibility). The one JSON client cannot send a form, so
 * this call is made here, with the client's error rules for a refusal.
 */
export async function startImport(file: File, visibility: Visibility): Promise<ImportJob> {
  const form = new FormData();
  form.append('visibility', visibility);
  form.append(IMPORT_FILE_FIELD, file);
  let res: Response;
  try {
    res = await fetch('/api/imports', {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.');
  }
  if (!res.ok) throw await errorFromResponse(res);
  const parsed = zImportJob.safeParse(await res.json().catch(() => null));
  if (!parsed.success)
    throw new ApiError(res.status, 'The server sent an answer this page does not understand.');
  return parsed.data;
}
