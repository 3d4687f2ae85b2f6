/**
 * JSON-LD blocks as plain objects: `@graph` flattened (each node keeps the block's other
 * top-level keys, e.g. `@context`), arrays of blocks spread, sloppy JSON repaired where cheap.
 */
export type JsonNode = Record<string, unknown>;

export function parseJsonLd(blocks: readonly string[]): JsonNode[] {
  const nodes: JsonNode[] = [];
  for (const block of blocks) {
    const parsed = parseLoose(block);
    for (const value of Array.isArray(parsed) ? parsed : [parsed]) {
      if (!isObject(value)) continue;
      const { '@graph': graph, ...rest } = value;
      if (Array.isArray(graph)) {
        for (const item of graph) if (isObject(item)) nodes.push({ ...rest, ...item });
      } else if (isObject(graph)) {
        nodes.push({ ...rest, ...graph });
      } else {
        nodes.push(value);
      }
    }
  }
  return nodes;
}

export const isObject = (v: unknown): v is JsonNode =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function parseLoose(text: string): unknown {
  const trimmed = text
    .trim()
    .replace(/^<!\[CDATA\[|\]\]>$/g, '')
    .replace(/^\/\/<!\[CDATA\[|\/\/\]\]>$/g, '');
  try {
    return JSON.parse(trimmed);
  } catch {
    // Common breakage: raw newlines/tabs inside strings, trailing commas, HTML comments.
    const repaired = trimmed
      .replace(/^\s*<!--|-->\s*$/g, '')
      // eslint-disable-next-line no-control-regex -- raw control characters are what breaks JSON.parse here
      .replace(/[\u0000-\u001f]+/g, ' ')
      .replace(/,\s*([}\]])/g, '$1');
    try {
      return JSON.parse(repaired);
    } catch {
      return undefined;
    }
  }
}

/** Types of a node, without the schema.org prefix: `["NewsArticle"]`. */
export function typesOf(node: JsonNode): string[] {
  const raw = node['@type'];
  const list = Array.isArray(raw) ? raw : [raw];
  return list
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.replace(/^https?:\/\/schema\.org\//, ''));
}

/** Value at a dotted path (`image.0.url`), following arrays by index. */
export function getPath(node: unknown, path: string): unknown {
  let current: unknown = node;
  for (const key of path.split('.')) {
    if (current === null || current === undefined) return undefined;
    if (Array.isArray(current)) current = /^\d+$/.test(key) ? current[Number(key)] : undefined;
    else if (typeof current === 'object') current = (current as JsonNode)[key];
    else return undefined;
  }
  return current;
}

const nonEmpty = (v: unknown) =>
  v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

/**
 * First node with a value at `path`. When none has it directly, a nested search (a property of
 * that name anywhere inside a node, or an object's `name`), as schema.org data nests freely.
 */
export function firstAt(nodes: readonly JsonNode[], path: string): unknown {
  for (const node of nodes) {
    const value = getPath(node, path);
    if (nonEmpty(value)) return value;
  }
  const key = path.split('.')[0]!;
  for (const node of nodes) {
    const found = deepFind(node, key, 0);
    if (nonEmpty(found)) return found;
  }
  return undefined;
}

function deepFind(value: unknown, key: string, depth: number): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = deepFind(item, key, depth + 1);
      if (nonEmpty(found)) return found;
    }
    return undefined;
  }
  const node = value as JsonNode;
  if (nonEmpty(node[key])) return node[key];
  for (const [k, v] of Object.entries(node)) {
    if (k.startsWith('@')) continue;
    const found = deepFind(v, key, depth + 1);
    if (nonEmpty(found)) return found;
  }
  return undefined;
}

/** A string from a JSON-LD value: strings as is, objects by `name`/`url`/`@id`, arrays by first. */
export function asText(value: unknown, prefer: 'name' | 'url' = 'name'): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    for (const item of value) {
      const text = asText(item, prefer);
      if (text) return text;
    }
    return undefined;
  }
  if (isObject(value)) {
    const order =
      prefer === 'url' ? ['url', 'contentUrl', '@id', 'name'] : ['name', 'headline', 'url', '@id'];
    for (const key of order) if (typeof value[key] === 'string' && value[key]) return value[key] as string;
  }
  return undefined;
}

/** Every node, including nested objects, whose type is one of `types`. */
export function nodesOfType(nodes: readonly JsonNode[], types: ReadonlySet<string>): JsonNode[] {
  const out: JsonNode[] = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > 6 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach((v) => visit(v, depth + 1));
    const node = value as JsonNode;
    if (typesOf(node).some((t) => types.has(t))) out.push(node);
    for (const [k, v] of Object.entries(node)) if (!k.startsWith('@') || k === '@graph') visit(v, depth + 1);
  };
  nodes.forEach((n) => visit(n, 0));
  return out;
}
