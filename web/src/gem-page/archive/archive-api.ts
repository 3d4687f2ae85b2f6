import type { GemArchive } from '@gems/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { call } from '../../api/operations';

/** The gem page's own path for its readable copy (a broken-link badge points here too). */
export const readableCopyPath = (gemId: number) => `/gem/${gemId}/readable`;

/** GET /api/gems/{id}/archive: the copy, or null while none exists (404). */
async function fetchGemArchive(gemId: number): Promise<GemArchive | null> {
  try {
    return await call('getGemsIdArchive', { params: { id: gemId } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** A gem's readable copy (issue 29 §2), under the gem's cache root so a gem change refreshes it. */
export const useGemArchive = (gemId: number | null) =>
  useQuery({
    queryKey: ['gem', gemId ?? 0, 'archive'],
    queryFn: () => fetchGemArchive(gemId ?? 0),
    enabled: gemId !== null,
    staleTime: 60_000,
    retry: false,
  });

/** "27 Nov 2026": the day a copy was taken. */
export const savedDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
