import type { z } from 'zod';
import type { ApiOperations, OperationId } from '@gems/contracts/openapi';
import { apiExchange, type RequestOptions } from './client';
import { OPERATION_ROUTES } from './operation-routes';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Op<K extends OperationId> = ApiOperations[K];

/** What a call sends, typed by its catalogue entry: path params, query, and a JSON body or a form. */
type Input<O> = (O extends { params: infer P extends z.ZodType } ? { params: z.input<P> } : unknown) &
  (O extends { query: infer Q extends z.ZodType } ? { query?: Partial<z.input<Q>> } : unknown) &
  (O extends { upload: object }
    ? { body: FormData }
    : O extends { body: infer B extends z.ZodType }
      ? object extends z.input<B>
        ? { body?: z.input<B> } // every field optional: the call may send none
        : { body: z.input<B> }
      : unknown);

type SuccessAnswer<O> = O extends { answers: infer A } ? A[keyof A] : never;

/** What a call answers, typed by its entry's success answer (nothing for a file or an empty answer). */
export type AnswerOf<K extends OperationId> =
  SuccessAnswer<Op<K>> extends { schema: infer S extends z.ZodType } ? z.output<S> : unknown;

/** The input argument is optional where the entry needs none of params, query or body. */
type Args<K extends OperationId> =
  object extends Input<Op<K>>
    ? [input?: Input<Op<K>>, options?: Omit<RequestOptions, 'body'>]
    : [input: Input<Op<K>>, options?: Omit<RequestOptions, 'body'>];

interface AnyInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The URL of an operation: its catalogue path with the params filled in, then the query. */
export function operationUrl(id: OperationId, input: AnyInput = {}): string {
  const route = OPERATION_ROUTES[id];
  if (!route) throw new Error(`Unknown operation ${id}`);
  const path = route[1].replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(input.params?.[name])),
  );
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {}))
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** Calls an operation by its catalogue id; answers its body and headers (a list's X-Next-Cursor). */
export function exchange<K extends OperationId>(
  id: K,
  ...[input, options]: Args<K>
): Promise<{ data: AnswerOf<K>; headers: Headers }> {
  const method = OPERATION_ROUTES[id]![0] as Method;
  const { body } = (input ?? {}) as AnyInput;
  return apiExchange<AnswerOf<K>>(method, operationUrl(id, input as AnyInput), { ...options, body });
}

/** Calls an operation by its catalogue id; answers its body. */
export async function call<K extends OperationId>(id: K, ...args: Args<K>): Promise<AnswerOf<K>> {
  return (await exchange(id, ...args)).data;
}
