import { readdirSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { API_OPERATIONS } from '@gems/contracts/openapi';

/**
 * The services' own route tables against the API document: every public route a service declares
 * is documented, every documented operation is declared by a service, and the gateway's table
 * sends it to that service. Routers are only built here (their handlers never run), so any value
 * stands in for their dependencies.
 */
const SERVICES = new URL('../../../services/', import.meta.url);
const PUBLIC_PATH = /^\/(api|s)\//;
const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

interface Layer {
  path: string | RegExp;
  methods: string[];
}
type RouterFactory = (deps: unknown) => { stack?: Layer[] } | undefined;

const anything: unknown = new Proxy(function () {}, {
  get: (_target, key) => (key === 'then' ? undefined : anything),
  apply: () => anything,
});

/** `/api/gems/:id` → `/api/gems/{id}`, without a trailing slash. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}').replace(/(.)\/$/, '$1');

async function declaredRoutes() {
  const declared: { service: string; name: string }[] = [];
  for (const service of readdirSync(SERVICES)) {
    const dir = new URL(`${service}/src/http/routes/`, SERVICES);
    let files: string[];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.routes.ts'));
    } catch {
      continue;
    }
    for (const file of files) {
      const module = (await import(new URL(file, dir).href)) as Record<string, unknown>;
      for (const factory of Object.values(module)) {
        if (typeof factory !== 'function') continue;
        const router = (factory as RouterFactory)(anything);
        for (const layer of router?.stack ?? []) {
          if (typeof layer.path !== 'string' || !PUBLIC_PATH.test(layer.path)) continue;
          for (const method of layer.methods.filter((m) => METHODS.has(m)))
            declared.push({ service, name: `${method} ${openApiPath(layer.path)}` });
        }
      }
    }
  }
  return declared;
}

const documented = Object.values(API_OPERATIONS).map((op) => `${op.method.toUpperCase()} ${op.path}`);
const owner = new Map(
  Object.values(API_OPERATIONS).map((op) => [`${op.method.toUpperCase()} ${op.path}`, op.service]),
);

describe('the services’ routes and the API document', () => {
  it('finds the routers (a sanity check of the walk itself)', async () => {
    const declared = await declaredRoutes();
    expect(new Set(declared.map((d) => d.service))).toEqual(
      new Set(['identity', 'curation', 'social', 'rewards', 'scraper', 'admin-metrics']),
    );
    expect(declared.map((d) => d.name)).toEqual(expect.arrayContaining(['GET /api/gems/{id}']));
  });

  it('documents every public route a service declares', async () => {
    const declared = await declaredRoutes();
    expect(
      declared.filter((d) => !documented.includes(d.name)).map((d) => `${d.name} (${d.service})`),
    ).toEqual([]);
  });

  it('documents only operations a service answers', async () => {
    const names = new Set((await declaredRoutes()).map((d) => d.name));
    expect(documented.filter((name) => !names.has(name))).toEqual([]);
  });

  it('has each route declared by the service the catalogue names', async () => {
    const strays = (await declaredRoutes())
      .filter((d) => owner.get(d.name) !== d.service)
      .map((d) => `${d.name}: ${d.service} declares it, the catalogue says ${owner.get(d.name)}`);
    expect(strays).toEqual([]);
  });

  it('has the gateway send each declared route to the service that declares it', async () => {
    const { ROUTES } = await import(new URL('../../../gateway/src/routing-table.ts', import.meta.url).href);
    const { compileRoutes, matchRoute } = await import(
      new URL('../../../gateway/src/route-matcher.ts', import.meta.url).href
    );
    const routes = compileRoutes(ROUTES);
    const misrouted = (await declaredRoutes())
      .map((d) => {
        const [method, path] = d.name.split(' ') as [string, string];
        const route = matchRoute(routes, method, path.replace(/\{[^}]+\}/g, 'p1'));
        return route?.service === d.service
          ? null
          : `${d.name}: ${d.service} declares it, gateway sends it to ${route?.service ?? 'nobody'}`;
      })
      .filter(Boolean);
    expect(misrouted).toEqual([]);
  });
});
