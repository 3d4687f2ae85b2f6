import { describe, expect, it } from '@jest/globals';
import { API_AREAS } from '@gems/contracts/openapi';
import { compileRoutes, matchRoute } from '../route-matcher.js';
import { ROUTES, type Route } from '../routing-table.js';

const routes = compileRoutes(ROUTES);
const operations = API_AREAS.flatMap((area) => area.operations);
const label = (route: Route) =>
  `${route.methods === '*' ? '*' : route.methods.join(',')} ${route.pattern} (${route.service})`;

/** A concrete path for a documented template: any value fits a `{param}` segment of the table. */
const samplePath = (path: string) => path.replace(/\{[^}]+\}/g, 'p1');

/** Which row of the table the gateway would pick for each documented operation. */
const routed = operations.map((op) => ({
  op,
  name: `${op.method.toUpperCase()} ${op.path}`,
  route: matchRoute(routes, op.method.toUpperCase(), samplePath(op.path)),
}));

describe('the OpenAPI catalogue and the gateway routing table', () => {
  it('documents every route of the table (each of its methods)', () => {
    const undocumented: string[] = [];
    for (const route of routes) {
      const mine = routed.filter((r) => r.route === route);
      if (route.methods === '*') {
        if (!mine.length) undocumented.push(label(route));
        continue;
      }
      for (const method of route.methods)
        if (!mine.some((r) => r.op.method.toUpperCase() === method))
          undocumented.push(`${method} ${route.pattern} (${route.service})`);
    }
    expect(undocumented).toEqual([]);
  });

  it('documents only operations the table routes', () => {
    expect(routed.filter((r) => !r.route).map((r) => r.name)).toEqual([]);
  });

  it('documents each operation once', () => {
    const names = routed.map((r) => r.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('says admin exactly where the gateway demands an admin', () => {
    const mismatched = routed
      .filter((r) => r.route && (r.route.auth === 'admin') !== (r.op.access === 'admin'))
      .map((r) => `${r.name}: documented ${r.op.access}, routed by ${label(r.route!)}`);
    expect(mismatched).toEqual([]);
  });
});
