import { Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { COMMENT_MAX, commentCounter, commentProblem } from './comment-rules';

interface CommentBoxProps {
  label: string;
  initial?: string;
  submitText: string;
  busy: boolean;
  /** Resolves true when the text was saved (the box then clears or closes). */
  onSubmit: (content: string) => Promise<boolean>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** A comment text box with the 500-character counter (spec 01 §5); Escape cancels an edit. */
export function CommentBox({
  label,
  initial = '',
  submitText,
  busy,
  onSubmit,
  onCancel,
  autoFocus,
}: CommentBoxProps) {
  const [text, setText] = useState(initial);
  const [touched, setTouched] = useState(false);
  const problem = commentProblem(text);

  async function submit() {
    setTouched(true);
    if (problem) return;
    if (await onSubmit(text.trim())) {
      setText(initial ? text.trim() : '');
      setTouched(false);
    }
  }

  return (
    <Flex vertical gap={4}>
      <Input.TextArea
        aria-label={label}
        value={text}
        maxLength={COMMENT_MAX}
        autoSize={{ minRows: 2, maxRows: 6 }}
        autoFocus={autoFocus}
        placeholder="Add a comment..."
        status={touched && problem ? 'error' : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && onCancel) onCancel();
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
        }}
      />
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text type={touched && problem ? 'danger' : 'secondary'} aria-live="polite">
          {touched && problem ? problem : commentCounter(text)}
        </Typography.Text>
        <Flex gap={8}>
          {onCancel ? <Button onClick={onCancel}>Cancel</Button> : null}
          <Button type="primary" loading={busy} disabled={!!problem} onClick={() => void submit()}>
            {submitText}
          </Button>
        </Flex>
      </Flex>
    </Flex>
  );
}
