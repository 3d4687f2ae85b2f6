import { Alert, Button } from 'antd';
import { useEffect, useRef } from 'react';
import { savedByText } from '../gem-page/gem-page-rules';

export interface DuplicateNoticeProps {
  /** How many curators saved the link, once known. */
  savedBy: number | undefined;
  onOpen: () => void;
}

/** "You already saved this link" above Add a New Gem's fields (a 409 from Save). */
export function DuplicateNotice({ savedBy, onOpen }: DuplicateNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  // The notice sits at the top of a dialog the user has scrolled down to Save: bring it into
  // view and put the keyboard on its link (issue 15 §3).
  useEffect(() => {
    const notice = ref.current;
    notice?.scrollIntoView?.({ block: 'nearest' });
    notice?.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
  }, []);
  const savedByWords = savedByText(savedBy);

  return (
    <div ref={ref} style={{ scrollMarginTop: 16 }}>
      <Alert
        type="warning"
        showIcon
        role="alert"
        style={{ marginBottom: 16 }}
        title="You already saved this link"
        description={
          <>
            It is one of your gems already.
            {savedByWords ? <span data-testid="saved-by"> {savedByWords}.</span> : null}
          </>
        }
        action={
          <Button size="small" type="primary" onClick={onOpen}>
            Open the saved gem
          </Button>
        }
      />
    </div>
  );
}
