import { CARD_CATEGORY_LIMIT, CARD_TAG_LIMIT, withOverflow } from './card-rules';

function Overflow({ more, of }: { more: number; of: string }) {
  if (more === 0) return null;
  return (
    <li className="plain-tag" aria-label={`${more} more ${of}`}>
      +{more}
    </li>
  );
}

// role="list": Safari drops a list's role when its bullets are removed (plain-tag.css).

/** Up to 2 category chips plus "+N". */
export function CategoryChips({ categories }: { categories: readonly string[] }) {
  const { shown, more } = withOverflow(categories, CARD_CATEGORY_LIMIT);
  if (shown.length === 0) return null;
  return (
    <ul className="plain-tag-list" role="list" aria-label="Categories">
      {shown.map((name) => (
        <li key={name} className="plain-tag plain-tag-blue">
          {name}
        </li>
      ))}
      <Overflow more={more} of="categories" />
    </ul>
  );
}

/** Up to 3 tags shown with "#", plus "+N". */
export function TagChips({ tags }: { tags: readonly string[] }) {
  const { shown, more } = withOverflow(tags, CARD_TAG_LIMIT);
  if (shown.length === 0) return null;
  return (
    <ul className="plain-tag-list" role="list" aria-label="Tags">
      {shown.map((name) => (
        <li key={name} className="plain-tag">
          #{name}
        </li>
      ))}
      <Overflow more={more} of="tags" />
    </ul>
  );
}
