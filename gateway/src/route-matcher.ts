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
 * The rows that can match a path, by method and the path's first two segments (`/api/auth` of
 * `/api/auth/me`), in table order: a call tests the few rows of its own area instead of the whole
 * derived table (about 125 rows). Rows whose second segment is a `{param}` (`/s/{shortCode}`) are
 * kept by method and first segment, tried after the literal ones as the table's order has it.
 */
interface Index {
  byArea: Map<string, CompiledRoute[]>;
  byFirst: Map<string, CompiledRoute[]>;
}
const indexes = new WeakMap<CompiledRoute[], Index>();

/** `/api/auth` of `/api/auth/me`; `/api` of `/api`. */
const areaOf = (path: string): string => {
  const second = path.indexOf('/', 1);
  if (second === -1) return path;
  const third = path.indexOf('/', second + 1);
  return third === -1 ? path : path.slice(0, third);
};
const firstOf = (path: string): string => {
  const second = path.indexOf('/', 1);
  return second === -1 ? path : path.slice(0, second);
};

function add(map: Map<string, CompiledRoute[]>, key: string, route: CompiledRoute): void {
  const list = map.get(key);
  if (list) list.push(route);
  else map.set(key, [route]);
}

function indexOf(routes: CompiledRoute[]): Index {
  let index = indexes.get(routes);
  if (index) return index;
  index = { byArea: new Map(), byFirst: new Map() };
  for (const route of routes) {
    const area = areaOf(route.pattern);
    const open = area.includes('{');
    for (const method of route.methods)
      if (open) add(index.byFirst, `${method} ${firstOf(route.pattern)}`, route);
      else add(index.byArea, `${method} ${area}`, route);
  }
  indexes.set(routes, index);
  return index;
}

const firstMatch = (list: CompiledRoute[] | undefined, path: string) =>
  list?.find((route) => route.regex.test(path));

/** The first route whose method and pattern match; `path` excludes the query string. */
export function matchRoute(routes: CompiledRoute[], method: string, path: string): CompiledRoute | undefined {
  const m = method === 'HEAD' ? 'GET' : method;
  const { byArea, byFirst } = indexOf(routes);
  return (
    firstMatch(byArea.get(`${m} ${areaOf(path)}`), path) ??
    firstMatch(byFirst.get(`${m} ${firstOf(path)}`), path)
  );
}

/** True when some route owns the path for another method (405 rather than 404). */
export const pathIsOwned = (routes: CompiledRoute[], path: string): boolean =>
  routes.some((r) => r.regex.test(path));
