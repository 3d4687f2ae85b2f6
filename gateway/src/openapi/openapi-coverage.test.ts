import { describe, expect, it } from '@jest/globals';
import { API_OPERATIONS } from '@gems/contracts/openapi';
import { compileRoutes, matchRoute } from '../route-matcher.js';
import { ROUTES, routeOf } from '../routing-table.js';

const routes = compileRoutes(ROUTES);
const operations = Object.entries(API_OPERATIONS);

/** A concrete path for a catalogue template: any value fits a `{param}` segment. */
const samplePath = (path: string) => path.replace(/\{[^}]+\}/g, 'p1');

describe('the gateway routing table, derived from the operation catalogue', () => {
  it('has one row per operation and nothing else', () => {
    expect(ROUTES).toHaveLength(operations.length);
  });

  it('sends each operation to the row derived from it (the more specific rows win)', () => {
    const misrouted = operations
      .map(([id, op]) => {
        const route = matchRoute(routes, op.method.toUpperCase(), samplePath(op.path));
        const { regex: _regex, ...row } = route ?? { regex: undefined };
        return JSON.stringify(row) === JSON.stringify(routeOf(op)) ? null : `${id} ${op.path}`;
      })
      .filter(Boolean);
    expect(misrouted).toEqual([]);
  });

  it('declares each method and path once', () => {
    const names = operations.map(([, op]) => `${op.method} ${op.path}`);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('demands an admin exactly where the catalogue says admin, and only under /api/admin', () => {
    for (const [, op] of operations) {
      const route = routeOf(op);
      expect(route.auth === 'admin').toBe(op.access === 'admin');
      expect(op.path.startsWith('/api/admin/')).toBe(op.access === 'admin');
    }
  });
});
