/** Spec 01 §5 / §9: a comment is non-blank and at most 500 characters, with a counter. */
export const COMMENT_MAX = 500;

export const COMMENT_BLANK = 'Please write a comment first';
export const COMMENT_TOO_LONG = `Comments can be at most ${COMMENT_MAX} characters`;

/** The message that stops this text from being posted, or null when it may be posted. */
export function commentProblem(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return COMMENT_BLANK;
  if (trimmed.length > COMMENT_MAX) return COMMENT_TOO_LONG;
  return null;
}

/** "12 / 500": what the counter under the box reads. */
export const commentCounter = (text: string) => `${text.length} / ${COMMENT_MAX}`;
