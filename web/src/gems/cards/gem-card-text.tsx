import { useId, useState } from 'react';
import { CARD_TEXT_LIMIT, truncate } from './card-rules';
import { PlainButton } from '../../components/plain-button';

/** The note (or description) cut at 150 characters, with a more/less toggle when it was cut. */
export function GemCardText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!text) return null;
  const cut = truncate(text, CARD_TEXT_LIMIT);
  return (
    <p className="gem-card-secondary gem-card-text">
      <span id={id}>{open || !cut.truncated ? text : cut.text}</span>
      {cut.truncated ? (
        <PlainButton
          look="link"
          size="small"
          className="gem-card-more"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? 'less' : 'more'}
        </PlainButton>
      ) : null}
    </p>
  );
}
