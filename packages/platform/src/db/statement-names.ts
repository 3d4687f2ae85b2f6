import { createHash } from 'node:crypto';

/** What Prisma's pg adapter passes to its `statementNameGenerator`. */
export interface PrismaStatement {
  sql: string;
}

/**
 * Names parameterised statements by a hash of their text (Prisma's pg adapter option
 * `statementNameGenerator`), so each connection has Postgres parse and plan a statement once instead
 * of on every call; Postgres keeps a generic plan after the first calls when it is no worse. Used
 * on the event consumers' connections, whose statements are a small fixed set run for every batch
 * (processed marks, replica and notification writes), and for curation's gem-card statements
 * (pg's `name`, with their own prefix). Statements without parameters (BEGIN,
 * COMMIT) stay unnamed (''), and past `max` distinct texts the rest do too: a prepared statement
 * lives as long as its connection.
 */
export function statementNames(max = 200, prefix = 'p_'): (statement: PrismaStatement) => string {
  const names = new Map<string, string>();
  return ({ sql }) => {
    const known = names.get(sql);
    if (known !== undefined) return known;
    if (names.size >= max || !sql.includes('$1')) return ''; // pg: an empty name is the unnamed statement
    const name = `${prefix}${createHash('sha1').update(sql).digest('base64url')}`;
    names.set(sql, name);
    return name;
  };
}
