import { Button } from 'antd';
import { useId, useState } from 'react';
import { CARD_TEXT_LIMIT, truncate } from './card-rules';
import { Paragraph } from '../../components/typography';

/** The note (or description) cut at 150 characters, with a more/less toggle when it was cut. */
export function GemCardText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!text) return null;
  const cut = truncate(text, CARD_TEXT_LIMIT);
  return (
    <Paragraph type="secondary" style={{ marginBottom: 0, whiteSpace: 'pre-line' }}>
      <span id={id}>{open || !cut.truncated ? text : cut.text}</span>
      {cut.truncated ? (
        <Button
          type="link"
          size="small"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((v) => !v)}
          style={{ paddingInline: 4, height: 'auto' }}
        >
          {open ? 'less' : 'more'}
        </Button>
      ) : null}
    </Paragraph>
  );
}
