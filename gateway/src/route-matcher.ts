import type { Method, Route } from './routing-table.js';

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

/** The first route whose method and pattern match; `path` excludes the query string. */
export function matchRoute(routes: CompiledRoute[], method: string, path: string): CompiledRoute | undefined {
  const m = (method === 'HEAD' ? 'GET' : method) as Method;
  return routes.find((route) => route.methods.includes(m) && route.regex.test(path));
}

/** True when some route owns the path for another method (405 rather than 404). */
export const pathIsOwned = (routes: CompiledRoute[], path: string): boolean =>
  routes.some((r) => r.regex.test(path));
