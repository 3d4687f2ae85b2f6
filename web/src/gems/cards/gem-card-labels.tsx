import { Flex, Tag } from 'antd';
import { CARD_CATEGORY_LIMIT, CARD_TAG_LIMIT, withOverflow } from './card-rules';

function Overflow({ more, of }: { more: number; of: string }) {
  if (more === 0) return null;
  return (
    <Tag bordered={false} role="listitem" aria-label={`${more} more ${of}`} style={{ marginInlineEnd: 0 }}>
      +{more}
    </Tag>
  );
}

/** Up to 2 category chips plus "+N". */
export function CategoryChips({ categories }: { categories: readonly string[] }) {
  const { shown, more } = withOverflow(categories, CARD_CATEGORY_LIMIT);
  if (shown.length === 0) return null;
  return (
    <Flex gap={4} wrap role="list" aria-label="Categories">
      {shown.map((name) => (
        <Tag key={name} color="blue" role="listitem" style={{ marginInlineEnd: 0 }}>
          {name}
        </Tag>
      ))}
      <Overflow more={more} of="categories" />
    </Flex>
  );
}

/** Up to 3 tags shown with "#", plus "+N". */
export function TagChips({ tags }: { tags: readonly string[] }) {
  const { shown, more } = withOverflow(tags, CARD_TAG_LIMIT);
  if (shown.length === 0) return null;
  return (
    <Flex gap={4} wrap role="list" aria-label="Tags">
      {shown.map((name) => (
        <Tag key={name} role="listitem" style={{ marginInlineEnd: 0 }}>
          #{name}
        </Tag>
      ))}
      <Overflow more={more} of="tags" />
    </Flex>
  );
}
