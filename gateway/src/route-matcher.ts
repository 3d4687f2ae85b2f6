import type { Route } from './routing-table.js';

export interface CompiledRoute extends Route {
  regex: RegExp;
}

export function compileRoutes(routes: Route[]): CompiledRoute[] {
  return routes.map((route) => ({ ...route, regex: toRegex(route.pattern) }));
}

function toRegex(pattern: string): RegExp {
  const body = pattern
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${body}/?$`);
}

/**
 * The rows that can match a path, by method and the path's second segment (`auth` in
 * `/api/auth/me`), in table order: a call tests the few rows of its own area instead of the whole
 * derived table (about 125 rows). A row whose second segment is a `{param}` goes in every list of
 * its method, after the literal rows, as the table's order has it.
 */
type Index = Map<string, CompiledRoute[]>;
const indexes = new WeakMap<CompiledRoute[], Index>();

const areaOf = (path: string): string => {
  const start = path.indexOf('/', 1) + 1;
  if (start === 0) return '';
  const end = path.indexOf('/', start);
  return path.slice(start, end === -1 ? undefined : end);
};
const keyOf = (method: string, first: string, area: string) => `${method} ${first} ${area}`;
const firstOf = (path: string): string => path.slice(0, path.indexOf('/', 1) >>> 0);

function indexOf(routes: CompiledRoute[]): Index {
  let index = indexes.get(routes);
  if (index) return index;
  index = new Map();
  const catchAll = routes.filter((r) => areaOf(r.pattern).startsWith('{'));
  for (const route of routes) {
    if (areaOf(route.pattern).startsWith('{')) continue;
    for (const method of route.methods) {
      const key = keyOf(method, firstOf(route.pattern), areaOf(route.pattern));
      if (!index.has(key)) index.set(key, []);
      index.get(key)!.push(route);
    }
  }
  for (const route of catchAll)
    for (const method of route.methods) {
      const key = keyOf(method, firstOf(route.pattern), '*');
      if (!index.has(key)) index.set(key, []);
      index.get(key)!.push(route);
    }
  indexes.set(routes, index);
  return index;
}

/** The first route whose method and pattern match; `path` excludes the query string. */
export function matchRoute(routes: CompiledRoute[], method: string, path: string): CompiledRoute | undefined {
  const m = method === 'HEAD' ? 'GET' : method;
  const index = indexOf(routes);
  const first = firstOf(path);
  return (
    index.get(keyOf(m, first, areaOf(path)))?.find((route) => route.regex.test(path)) ??
    index.get(keyOf(m, first, '*'))?.find((route) => route.regex.test(path))
  );
}

/** True when some route owns the path for another method (405 rather than 404). */
export const pathIsOwned = (routes: CompiledRoute[], path: string): boolean =>
  routes.some((r) => r.regex.test(path));
