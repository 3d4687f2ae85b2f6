import { useQuery } from '@tanstack/react-query';
import { call } from '../api/operations';

/** Spec 01 §7/§9: GET /api/tags, cached 5 minutes. */
const TAGS_CACHE_MS = 300_000;

// The spec names the list but not its items' shape: plain names, or objects with a name.
type Tags = (string | { name: string })[];

/** Existing tags to suggest; none while the tags service cannot answer (suggestions are optional). */
export function useTagSuggestions(): string[] {
  const query = useQuery({
    queryKey: ['tags'],
    queryFn: (): Promise<Tags> => call('getTags'),
    staleTime: TAGS_CACHE_MS,
    gcTime: TAGS_CACHE_MS,
  });
  return (query.data ?? []).map((t) => (typeof t === 'string' ? t : t.name));
}
