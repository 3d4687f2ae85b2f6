import { z } from 'zod';
import { zErrorBody } from '../common.js';
import { namedSchemas } from './components.js';
import type { Access, Answer, ApiArea, ApiOperation } from './operation.js';

type Json = Record<string, unknown>;

/** The OpenAPI 3.1 document (JSON Schema 2020-12 inside, as zod writes it). */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: {
    title: string;
    version: string;
    description: string;
    license: { name: string; identifier?: string };
  };
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Json>>;
  components: {
    schemas: Record<string, Json>;
    responses: Record<string, Json>;
    securitySchemes: Record<string, Json>;
    headers: Record<string, Json>;
  };
}

const DESCRIPTION = `The Gems API, as the gateway serves it under \`/api\` (generated from the zod contracts that
the services validate with).

- **Errors**: every non-2xx answer is JSON \`{ "message", "code"?, "fields"? }\`.
- **Lists**: a JSON array; when more follow, \`X-Next-Cursor\` holds the \`cursor\` of the next page.
- **Sign-in**: the web app's session cookie (\`gems_session\`), or \`Authorization: Bearer <token>\` with a
  personal API token (Settings → API Tokens). Writes with the cookie must come from the site itself.
- **Limits**: 429 past the rate limit (sign-in routes per address, the rest per user or address);
  every answer the limiter counted carries \`RateLimit-Limit\` and \`RateLimit-Remaining\`, a 429 also
  \`Retry-After\`. An operation's own body size and time budget are in its description.`;

const SAFE_INTEGER_BOUNDS = new Set([Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]);

/** Drops what zod adds that OpenAPI readers do not need: `$schema` and the safe-integer bounds. */
function tidy(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tidy);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema') continue;
    if ((key === 'minimum' || key === 'maximum') && SAFE_INTEGER_BOUNDS.has(value as number)) continue;
    if (key === '$ref' && typeof value === 'string') {
      out[key] = value.replace('#/$defs/', '#/components/schemas/');
      continue;
    }
    out[key] = tidy(value);
  }
  return out;
}

const ERRORS: Record<number, string> = {
  400: 'Invalid input: `message` says what, `fields` which field',
  401: 'Not signed in',
  403: 'Not allowed: an admin only, not the owner, or a cookie-signed write from another site',
  404: 'Not found, or not visible to the viewer',
  413: 'The body is too large',
  415: 'The body is not JSON',
};

/** Answers the gateway may give to any call, documented once under components/responses. */
const ANY_CALL: Record<number, string> = {
  429: 'Too many requests: wait for `Retry-After` seconds',
  503: 'The service behind this path is not available right now (`Retry-After`)',
  504: 'The service took too long to answer',
};
const responseName = (status: number) => `Status${status}`;

const SIGNED_IN = [{ session: [] }, { apiToken: [] }];
const SECURITY: Record<Access, Json[]> = {
  public: [],
  viewer: [{}, ...SIGNED_IN],
  user: SIGNED_IN,
  admin: SIGNED_IN,
};

const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': {
    $ref: '#/components/headers/RateLimitLimit',
  },
  'RateLimit-Remaining': {
    $ref: '#/components/headers/RateLimitRemaining',
  },
};

const RETRY_AFTER = {
  description: 'Seconds to wait before trying again',
  schema: { type: 'integer' },
};
const RETRY_HEADERS: Record<'429' | '503', Json> = {
  '429': { 'Retry-After': RETRY_AFTER, ...RATE_LIMIT_HEADERS },
  '503': { 'Retry-After': RETRY_AFTER },
};

/** What the catalogue's limits mean to a caller, appended to the operation's description. */
function limitsText(op: ApiOperation): string | undefined {
  const parts: string[] = [];
  if (op.limits?.rateLimit === 'auth') parts.push('the strict sign-in rate limit (per address)');
  if (op.limits?.maxBodyBytes) parts.push(`a body of at most ${op.limits.maxBodyBytes / (1024 * 1024)} MB`);
  if (op.limits?.timeoutMs) parts.push(`a time budget of ${op.limits.timeoutMs / 1000} s`);
  return parts.length ? `Limits: ${parts.join(', ')}.` : undefined;
}

/** Builds the document from the catalogue: pure, the same input gives the same document. */
export function buildOpenApiDocument(areas: readonly ApiArea[], version: string): OpenApiDocument {
  const registry = namedSchemas();
  const noNames = z.registry<{ id: string }>();
  const components: Record<string, Json> = {};

  /** An answer: named shapes become references, their definitions land in components. */
  const output = (schema: z.ZodType): Json => {
    const { $defs, ...json } = z.toJSONSchema(schema, {
      metadata: registry,
      io: 'output',
      unrepresentable: 'any',
    }) as Json & { $defs?: Record<string, unknown> };
    for (const [id, def] of Object.entries($defs ?? {})) components[id] ??= tidy(def) as Json;
    return tidy(json) as Json;
  };
  /** A request part, as callers may send it (defaults optional, before transforms). */
  const input = (schema: z.ZodType): Json =>
    tidy(z.toJSONSchema(schema, { metadata: noNames, io: 'input', unrepresentable: 'any' })) as Json;

  const parameters = (schema: z.ZodType | undefined, where: 'path' | 'query') => {
    if (!schema) return [];
    const json = input(schema) as { properties?: Record<string, Json>; required?: string[] };
    return Object.entries(json.properties ?? {}).map(([name, property]) => ({
      name,
      in: where,
      required: where === 'path' || (json.required ?? []).includes(name),
      schema: property,
    }));
  };

  const requestBody = (op: ApiOperation) => {
    if (op.upload) {
      const fields = (op.body ? input(op.body) : { type: 'object', properties: {} }) as Json & {
        properties: Json;
        required?: string[];
      };
      const file = {
        type: 'string',
        contentMediaType: 'application/octet-stream',
        description: `At most ${op.upload.maxBytes / (1024 * 1024)} MB`,
      };
      return {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              ...fields,
              properties: { ...fields.properties, [op.upload.field]: file },
              required: [...(fields.required ?? []), op.upload.field],
            },
          },
        },
      };
    }
    if (!op.body) return undefined;
    return { required: true, content: { 'application/json': { schema: input(op.body) } } };
  };

  const answer = (a: Answer): Json => {
    const headers: Json = { ...RATE_LIMIT_HEADERS };
    if (a.paged)
      headers['X-Next-Cursor'] = {
        description: 'The `cursor` of the next page; absent on the last page',
        schema: { type: 'string' },
      };
    if (a.redirect) headers.Location = { description: 'Where to go', schema: { type: 'string' } };
    const content = a.schema
      ? { 'application/json': { schema: output(a.schema) } }
      : a.contentType
        ? { [a.contentType]: { schema: { type: 'string' } } }
        : undefined;
    return {
      description: a.description,
      ...(Object.keys(headers).length ? { headers } : {}),
      ...(content ? { content } : {}),
    };
  };

  const failure = (description: string, schema: z.ZodType | undefined) => ({
    description,
    content: {
      'application/json': { schema: schema ? output(schema) : { $ref: '#/components/schemas/ErrorBody' } },
    },
  });

  const responses = (op: ApiOperation) => {
    const out: Record<string, Json> = {};
    for (const [status, a] of Object.entries(op.answers)) out[status] = answer(a);
    const implied: number[] = [];
    if (op.params || op.query || op.body || op.upload) implied.push(400);
    if (op.access === 'user' || op.access === 'admin') implied.push(401);
    // A write carrying the session cookie from another site is refused (403), whoever calls.
    if (op.access === 'admin' || op.method !== 'get' || (op.access === 'user' && op.params))
      implied.push(403);
    if (op.params) implied.push(404);
    if (op.body && !op.upload) implied.push(413, 415);
    for (const status of implied) out[status] = failure(ERRORS[status]!, undefined);
    for (const [status, e] of Object.entries(op.errors ?? {}))
      out[status] = failure(e!.description, e!.schema);
    for (const status of Object.keys(ANY_CALL))
      out[status] ??= { $ref: `#/components/responses/${responseName(Number(status))}` };
    return out;
  };

  const paths: OpenApiDocument['paths'] = {};
  for (const area of areas) {
    for (const [operationId, op] of Object.entries(area.operations)) {
      const parameters_ = [...parameters(op.params, 'path'), ...parameters(op.query, 'query')];
      const body = requestBody(op);
      const description = [op.description, limitsText(op)].filter(Boolean).join('\n\n');
      (paths[op.path] ??= {})[op.method] = {
        tags: [area.tag],
        summary: op.summary,
        ...(description ? { description } : {}),
        operationId,
        security: SECURITY[op.access],
        ...(parameters_.length ? { parameters: parameters_ } : {}),
        ...(body ? { requestBody: body } : {}),
        responses: responses(op),
      };
    }
  }
  // The error body is referred to by name even where no answer schema mentioned it.
  output(zErrorBody);

  return {
    openapi: '3.1.0',
    info: {
      title: 'Gems API',
      version,
      description: DESCRIPTION,
      license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'The gateway that served this document (same origin)' }],
    tags: areas.map((a) => ({ name: a.tag, description: a.description })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
      responses: Object.fromEntries(
        Object.entries(ANY_CALL).map(([status, description]) => [
          responseName(Number(status)),
          {
            ...failure(description, undefined),
            ...(status === '429' || status === '503' ? { headers: RETRY_HEADERS[status] } : {}),
          },
        ]),
      ),
      headers: {
        RateLimitLimit: {
          description: 'Calls allowed per minute in this call’s window',
          schema: { type: 'integer' },
        },
        RateLimitRemaining: {
          description: 'Calls left in the current minute',
          schema: { type: 'integer' },
        },
      },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'gems_session', description: 'The web app’s session' },
        apiToken: { type: 'http', scheme: 'bearer', description: 'A personal API token' },
      },
    },
  };
}
