import { PlainButton } from '../components/plain-button';
import { PlainFlex } from '../components/plain-flex';
import { categoryEmoji } from './category-emoji';

interface CategoryChipsProps {
  categories: readonly string[];
  selected: string | null;
  onSelect: (category: string | null) => void;
}

/**
 * Feed filter chips (spec 01 §4): a chip filters, the same chip again or "Clear filter" removes it.
 * Plain buttons in antd's round look: the chips are on a member's home and profile as they load.
 */
export function CategoryFilterChips({ categories, selected, onSelect }: CategoryChipsProps) {
  if (categories.length === 0) return null;
  return (
    <PlainFlex gap={8} wrap align="center" role="group" aria-label="Filter by category">
      {categories.map((name) => (
        <PlainButton
          key={name}
          size="small"
          look={selected === name ? 'primary' : 'default'}
          className="plain-btn-round"
          aria-pressed={selected === name}
          onClick={() => onSelect(selected === name ? null : name)}
        >
          <span aria-hidden>{categoryEmoji(name)}</span>
          {name}
        </PlainButton>
      ))}
      {selected ? (
        <PlainButton look="link" size="small" onClick={() => onSelect(null)}>
          Clear filter
        </PlainButton>
      ) : null}
    </PlainFlex>
  );
}
