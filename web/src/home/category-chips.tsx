import { Button, Flex } from 'antd';
import { categoryEmoji } from './category-emoji';

interface CategoryChipsProps {
  categories: readonly string[];
  selected: string | null;
  onSelect: (category: string | null) => void;
}

/** Feed filter chips (spec 01 §4): a chip filters, the same chip again or "Clear filter" removes it. */
export function CategoryFilterChips({ categories, selected, onSelect }: CategoryChipsProps) {
  if (categories.length === 0) return null;
  return (
    <Flex gap={8} wrap align="center" role="group" aria-label="Filter by category">
      {categories.map((name) => (
        <Button
          key={name}
          size="small"
          shape="round"
          type={selected === name ? 'primary' : 'default'}
          aria-pressed={selected === name}
          onClick={() => onSelect(selected === name ? null : name)}
        >
          <span aria-hidden>{categoryEmoji(name)}</span>
          {name}
        </Button>
      ))}
      {selected ? (
        <Button type="link" size="small" onClick={() => onSelect(null)}>
          Clear filter
        </Button>
      ) : null}
    </Flex>
  );
}
