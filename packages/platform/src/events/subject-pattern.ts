/**
 * NATS subject wildcards, shared by both bus adapters: `*` matches exactly one token, `>` matches
 * one or more trailing tokens (`gem.>` matches `gem.liked` but not `gem`).
 */

function tokens(pattern: string): string[] {
  const parts = pattern.split('.');
  parts.forEach((part, index) => {
    const misplacedTail = part === '>' && index !== parts.length - 1;
    if (part === '' || misplacedTail || (part.length > 1 && /[*>]/.test(part))) {
      throw new Error(`Invalid subject pattern: "${pattern}"`);
    }
  });
  return parts;
}

/** Throws on a malformed pattern (empty token, `>` not last, wildcard inside a token). */
export function assertSubjectPattern(pattern: string): void {
  tokens(pattern);
}

export function subjectMatches(pattern: string, subject: string): boolean {
  const want = tokens(pattern);
  const have = subject.split('.');
  for (let i = 0; i < want.length; i++) {
    const token = want[i];
    if (token === '>') return have.length > i;
    if (i >= have.length) return false;
    if (token !== '*' && token !== have[i]) return false;
  }
  return want.length === have.length;
}

/** The same match as an anchored POSIX regular expression, for Postgres' `~` operator. */
export function subjectPatternToRegex(pattern: string): string {
  const body = tokens(pattern)
    .map((token) => {
      if (token === '*') return '[^.]+';
      if (token === '>') return '.+';
      return token.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');
    })
    .join('\\.');
  return `^${body}$`;
}

/**
 * The narrowest single pattern that covers all of `patterns`: NATS 2.9 allows one filter subject
 * per consumer, so a durable over several subjects filters by this and skips the rest itself.
 */
export function coveringPattern(patterns: readonly string[]): string {
  const split = patterns.map(tokens);
  const first = split[0];
  if (!first) throw new Error('At least one subject pattern is needed');
  if (split.every((t) => t.join('.') === first.join('.'))) return first.join('.');
  const prefix: string[] = [];
  for (let i = 0; ; i++) {
    const token = first[i];
    if (token === undefined || token === '>' || split.some((t) => t[i] !== token)) break;
    prefix.push(token);
  }
  // `a.>` does not match `a` itself, so back off one token when a pattern ends at the prefix.
  if (split.some((t) => t.length <= prefix.length)) prefix.pop();
  return [...prefix, '>'].join('.');
}
