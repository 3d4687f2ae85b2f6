import { COMMENT_MAX, COMMENT_REQUIRED, COMMENT_TOO_LONG } from '@gems/contracts';

/** Spec 01 §5 / §9: a comment is non-blank and at most 500 characters, with a counter. */
export { COMMENT_MAX, COMMENT_REQUIRED, COMMENT_TOO_LONG };

/** The message that stops this text from being posted, or null when it may be posted. */
export function commentProblem(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return COMMENT_REQUIRED;
  if (trimmed.length > COMMENT_MAX) return COMMENT_TOO_LONG;
  return null;
}

/** "12 / 500": what the counter under the box reads. */
export const commentCounter = (text: string) => `${text.length} / ${COMMENT_MAX}`;
