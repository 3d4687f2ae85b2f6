import { describe, expect, it } from '@jest/globals';
import SwaggerParser from '@apidevtools/swagger-parser';
import { API_OPERATIONS, openApiDocument } from './index.js';

describe('the OpenAPI document', () => {
  const document = openApiDocument();

  it('is a valid OpenAPI 3.1 document whose references all resolve', async () => {
    // validate() checks the document against the OpenAPI 3.1 schema and dereferences every $ref;
    // it works on a copy, so the built document is left as it was.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
    expect(document.openapi).toBe('3.1.0');
  });

  it('has every operation of the catalogue, each with a success answer', () => {
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method} ${path}`),
    );
    const catalogued = Object.values(API_OPERATIONS).map((op) => `${op.method} ${op.path}`);
    expect(documented.sort()).toEqual(catalogued.sort());
    for (const item of Object.values(document.paths))
      for (const op of Object.values(item) as { responses: Record<string, unknown> }[])
        expect(Object.keys(op.responses).some((status) => /^[23]/.test(status))).toBe(true);
  });

  it('describes answers strictly: a field the contract does not name is a mismatch', () => {
    const gem = document.components.schemas.ListedGem as {
      additionalProperties?: unknown;
      required?: string[];
    };
    expect(gem.additionalProperties).toBe(false);
    expect(gem.required).toEqual(expect.arrayContaining(['id', 'creator', 'likedByViewer']));
  });

  it('documents requests as callers may send them: defaults make a field optional', () => {
    const list = document.paths['/api/gems']!.get as { parameters: { name: string; required: boolean }[] };
    expect(list.parameters.find((p) => p.name === 'limit')).toMatchObject({ required: false });
    const create = document.paths['/api/gems']!.post as {
      requestBody: { content: { 'application/json': { schema: { required?: string[] } } } };
    };
    expect(create.requestBody.content['application/json'].schema.required ?? []).not.toContain('title');
  });

  it('names each operation by its catalogue key, and carries the limits and servers', () => {
    const like = document.paths['/api/gems/{id}/like']!.post as { operationId: string };
    expect(like.operationId).toBe('postGemsIdLike');
    const upload = document.paths['/api/gems/{id}/images/upload']!.post as { description: string };
    expect(upload.description).toContain('a body of at most 11 MB');
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(document.info.license.name).toBeTruthy();
    const answer = (document.paths['/api/tags']!.get as { responses: Record<string, { headers?: object }> })
      .responses['200']!;
    expect(Object.keys(answer.headers ?? {})).toEqual(['RateLimit-Limit', 'RateLimit-Remaining']);
  });

  it('is the same document every time (built from the contracts alone)', () => {
    expect(JSON.stringify(openApiDocument())).toBe(JSON.stringify(document));
  });
});
