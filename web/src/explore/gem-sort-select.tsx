import type { GemSort } from '@gems/contracts';
import { PlainSelect } from '../components/plain-select';

const LABELS: Record<GemSort, string> = {
  relevance: 'Best match',
  recent: 'Most recent',
  alphabetical: 'Alphabetical',
  domain: 'Domain',
  category: 'Category',
};

/** Spec 01 §2 explore sorts; "Best match" only while searching (the server's default then). */
export function GemSortSelect({
  value,
  searching,
  onChange,
}: {
  value: GemSort | null;
  searching: boolean;
  onChange: (sort: GemSort | null) => void;
}) {
  const defaultSort: GemSort = searching ? 'relevance' : 'recent';
  const options = (['relevance', 'recent', 'alphabetical', 'domain', 'category'] as const)
    .filter((s) => searching || s !== 'relevance')
    .map((s) => ({ value: s, label: LABELS[s] }));
  return (
    <PlainSelect<GemSort>
      aria-label="Sort gems"
      value={value ?? defaultSort}
      options={options}
      onChange={(next) => onChange(next === defaultSort ? null : next)}
      style={{ minWidth: 160 }}
    />
  );
}
