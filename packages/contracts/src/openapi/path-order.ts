/**
 * A sort key for path templates: at the first segment where two paths differ, a literal one
 * sorts before `{param}`, so `/api/gems/reorder` is tried before `/api/gems/{id}` and
 * `/api/users/top-creators` before `/api/users/{username}`. Two templates that can match the same
 * path differ first at such a pair (there are no wildcards), so a matcher that takes the first
 * match in this order takes the most specific one.
 */
const pathOrderKey = (path: string): string =>
  path
    .split('/')
    .map((segment) => (segment.startsWith('{') ? '\u0001' : `\u0000${segment}`))
    .join('/');

export const byPathOrder = <T>(pathOf: (item: T) => string) => {
  return (a: T, b: T): number => {
    const [ka, kb] = [pathOrderKey(pathOf(a)), pathOrderKey(pathOf(b))];
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  };
};
