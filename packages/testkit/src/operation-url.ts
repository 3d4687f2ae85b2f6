import { API_OPERATIONS, type OperationId } from '@gems/contracts/openapi';

type Values = Record<string, string | number | boolean | undefined>;

/**
 * The path of a catalogue operation with its `{params}` filled in and its query after it, for
 * tests and benches that call the API by operationId rather than by a written path.
 */
export function operationUrl(id: OperationId, params: Values = {}, query: Values = {}): string {
  const path = API_OPERATIONS[id].path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${id} needs its ${name}`);
    return encodeURIComponent(String(params[name]));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
