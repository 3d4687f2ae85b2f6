import type { z } from 'zod';
import type { Context } from 'koa';
import { badRequest } from '../errors.js';

/**
 * Parses with a contract schema or throws a 400 whose message is the first problem in the spec's
 * own words ("Password must be at least 6 characters") and whose `fields` names each bad field.
 */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= describe(issue);
  }
  const first = result.error.issues[0];
  throw badRequest(first ? describe(first) : 'Invalid request', fields, 'validation');
}

/** zod's generic type messages get the field name; the spec's custom messages stand alone. */
function describe(issue: z.core.$ZodIssue): string {
  const generic = issue.message.startsWith('Invalid input') || issue.code === 'unrecognized_keys';
  const where = issue.path.join('.');
  return generic && where ? `${where}: ${issue.message}` : issue.message;
}

export const parseBody = <S extends z.ZodType>(ctx: Context, schema: S): z.infer<S> =>
  parseWith(schema, ctx.request.body ?? {});
export const parseQuery = <S extends z.ZodType>(ctx: Context, schema: S): z.infer<S> =>
  parseWith(schema, ctx.query);
export const parseParams = <S extends z.ZodType>(
  ctx: Context & { params?: unknown },
  schema: S,
): z.infer<S> => parseWith(schema, ctx.params ?? {});
