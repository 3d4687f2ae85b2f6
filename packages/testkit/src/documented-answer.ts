import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { openApiDocument, type OpenApiDocument } from '@gems/contracts/openapi';
import type { TestResponse } from './http-client.js';

const DOCUMENT_ID = 'openapi.json';

interface Checker {
  document: OpenApiDocument;
  ajv: Ajv2020;
  validators: Map<string, ValidateFunction>;
}
let checker: Checker | undefined;

function load(): Checker {
  if (checker) return checker;
  const document = openApiDocument();
  // The document's own keywords (paths, responses…) are not JSON Schema: not strict about them.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema(document, DOCUMENT_ID);
  checker = { document, ajv, validators: new Map() };
  return checker;
}

const pointer = (...segments: string[]) =>
  segments.map((s) => '/' + encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1'))).join('');

/** The documented template of a concrete path: literal segments win over `{param}` ones. */
function templateOf(document: OpenApiDocument, method: string, path: string): string | undefined {
  const matches = Object.keys(document.paths).filter((template) => {
    if (!document.paths[template]![method]) return false;
    const pattern = template.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+');
    return new RegExp(`^${pattern}$`).test(path);
  });
  const params = (t: string) => (t.match(/\{/g) ?? []).length;
  return matches.sort((a, b) => params(a) - params(b))[0];
}

/**
 * What is wrong with an answer against the OpenAPI document: an undocumented operation or status,
 * or a JSON body that does not match its schema (a field the contract does not name included).
 * Empty when it matches.
 */
export function documentedAnswerProblems(
  method: string,
  url: string,
  status: number,
  body: unknown,
): string[] {
  const { document, ajv, validators } = load();
  const m = method.toLowerCase();
  const path = new URL(url, 'http://x').pathname;
  const template = templateOf(document, m, path);
  if (!template) return [`${method} ${path} is not documented`];
  type Response = { content?: Record<string, unknown>; $ref?: string };
  const op = document.paths[template]![m] as { responses: Record<string, Response> };
  let answer = op.responses[String(status)];
  if (!answer) return [`${method} ${template} does not document status ${status}`];
  // Answers any call may get (429, 503…) are documented once, under components/responses.
  let at = ['paths', template, m, 'responses', String(status)];
  if (answer.$ref) {
    at = answer.$ref.slice(2).split('/');
    answer = (document.components.responses as Record<string, Response>)[at[2]!]!;
  }
  if (!answer.content?.['application/json']) return [];
  const key = pointer(...at, 'content', 'application/json', 'schema');
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile({ $ref: `${DOCUMENT_ID}#${key}` });
    validators.set(key, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? []).map(
    (e) =>
      `${method} ${template} ${status}: ${e.instancePath || '(body)'} ${e.message}${
        e.keyword === 'additionalProperties' ? ` (${String(e.params.additionalProperty)})` : ''
      }`,
  );
}

/** Fails the test, naming every mismatch, when an answer does not match its documented schema. */
export function expectDocumentedAnswer(res: TestResponse): void {
  const problems = documentedAnswerProblems(res.method, res.url, res.status, res.body);
  if (problems.length) throw new Error(`The answer does not match the API document:\n${problems.join('\n')}`);
}
