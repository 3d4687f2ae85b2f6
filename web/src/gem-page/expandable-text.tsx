import { useId, useState } from 'react';
import { truncate } from '../gems/cards/card-rules';
import { PAGE_TEXT_LIMIT } from './gem-page-rules';
import { PlainButton } from '../components/plain-button';
import { Paragraph } from '../components/typography';

/** Spec 01 §2: the description cut at 200 characters with Read more / Show less. */
export function ExpandableText({ text, limit = PAGE_TEXT_LIMIT }: { text: string; limit?: number }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const short = truncate(text, limit);
  return (
    <Paragraph style={{ whiteSpace: 'pre-line', marginBottom: 0 }}>
      <span id={id}>{open || !short.truncated ? text : short.text}</span>
      {short.truncated ? (
        <PlainButton
          look="link"
          size="small"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((v) => !v)}
          style={{ paddingInline: 4 }}
        >
          {open ? 'Show less' : 'Read more'}
        </PlainButton>
      ) : null}
    </Paragraph>
  );
}
