import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { z } from 'zod';
import {
  API_OPERATIONS,
  byPathOrder,
  type ApiOperation,
  type ApiOperations,
  type OperationId,
  type ServiceName,
} from '@gems/contracts/openapi';
import type { SessionClaims } from '../auth/session-claims.js';
import { answerJsonPage, type JsonText } from './answer-page.js';
import { optionalUser, requireAdmin, requireUser } from './auth.js';
import { operationUpload, uploadedFile, type UploadedFile } from './upload.js';
import { parseBody, parseParams, parseQuery } from './validate.js';

type Parsed<S> = S extends z.ZodType ? z.output<S> : never;
type SuccessAnswer<O extends ApiOperation> = O['answers'][keyof O['answers']];
type Page<T> = { items: T[]; nextCursor?: string };

/**
 * What a handler returns when it wrote a different answer on `ctx` itself (a 409 whose body
 * carries more than the error shape, say); the router then leaves the answer alone.
 */
export const ANSWERED: unique symbol = Symbol('answered');

/** A page whose items are already JSON text (kept serialised); see `jsonPage`. */
export interface JsonPage {
  readonly jsonItems: readonly JsonText[];
  readonly nextCursor?: string;
}

/** Answers a page of items already serialised: joined, not stringified again. */
export const jsonPage = (page: { items: readonly JsonText[]; nextCursor?: string }): JsonPage => ({
  jsonItems: page.items,
  nextCursor: page.nextCursor,
});

/**
 * What a handler answers, typed by its entry: the JSON body (as the contract takes it in), a
 * page for a paged list (the helper writes X-Next-Cursor), or nothing where the answer is not JSON
 * (a file, a redirect) and the handler writes it on `ctx` itself.
 */
type Reply<O extends ApiOperation> =
  | (SuccessAnswer<O> extends { schema: infer S extends z.ZodType }
      ? SuccessAnswer<O> extends { paged: true }
        ? Page<z.input<S> extends readonly (infer T)[] ? T : never> | JsonPage
        : z.input<S>
      : void)
  | typeof ANSWERED;

/** Who the handler serves, by the entry's access: a `user` or `admin` entry always has someone. */
type Caller<O extends ApiOperation> = O['access'] extends 'user' | 'admin'
  ? SessionClaims
  : SessionClaims | undefined;

/**
 * The request as the entry declares it. Parts are parsed when the handler asks, so a handler
 * decides what is refused first (a 404 on the id before a 400 on the body, say).
 */
export type OperationRequest<O extends ApiOperation> = {
  user: Caller<O>;
  params: () => Parsed<O['params']>;
  query: () => Parsed<O['query']>;
  /** A JSON body, or an upload's text fields. */
  body: () => Parsed<O['body']>;
} & (O extends { upload: object }
  ? {
      /** An upload's file, already read (undefined when the form held none). */
      file: () => UploadedFile | undefined;
    }
  : unknown);

export type OperationHandler<O extends ApiOperation> = (
  ctx: Context,
  request: OperationRequest<O>,
) => Promise<Reply<O>> | Reply<O>;

/** The operations a service owns: registering another service's operation does not compile. */
export type OperationsOf<S extends ServiceName> = {
  [K in OperationId]: ApiOperations[K]['service'] extends S ? K : never;
}[OperationId];

const koaPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

const callerOf = (ctx: Context, op: ApiOperation): SessionClaims | undefined =>
  op.access === 'admin' ? requireAdmin(ctx) : op.access === 'user' ? requireUser(ctx) : optionalUser(ctx);

/** The single success status an entry declares (201 for a creation), else 200. */
const statusOf = (op: ApiOperation): number => {
  const statuses = Object.keys(op.answers).map(Number);
  return statuses.length === 1 ? statuses[0]! : 200;
};

function answer(ctx: Context, op: ApiOperation, reply: unknown): void {
  if (reply === ANSWERED) return;
  const status = statusOf(op);
  // An empty answer (204) is the entry's; any other reply-less answer the handler wrote on ctx.
  if (reply === undefined) {
    if (status === 204 && ctx.body == null) ctx.status = 204;
    return;
  }
  if (status !== 200) ctx.status = status;
  const success = Object.values(op.answers)[0];
  if (success?.paged && typeof reply === 'object' && reply !== null && 'jsonItems' in reply) {
    const { jsonItems, nextCursor } = reply as JsonPage;
    answerJsonPage(ctx, { items: jsonItems, nextCursor });
  } else if (success?.paged) {
    const page = reply as Page<unknown>;
    if (page.nextCursor) ctx.set('X-Next-Cursor', page.nextCursor);
    ctx.body = page.items;
  } else ctx.body = reply;
}

/**
 * An upload is refused before its body is read: the caller first (as the entry's access says),
 * then a bad id, then a body too large by its Content-Length; only then is the file read.
 */
const beforeUpload = (op: ApiOperation, upload: NonNullable<ApiOperation['upload']>): Middleware[] => [
  async (ctx, next) => {
    callerOf(ctx, op);
    if (op.params) parseParams(ctx, op.params);
    await next();
  },
  operationUpload(upload, op.limits?.tooLarge),
];

/**
 * A Koa router for catalogue entries of one service, each handler typed by its entry: the path
 * and method come from the catalogue (an unknown operation id does not compile), the session is
 * checked as the entry's access says before the handler runs, and the reply is written with the
 * entry's status.
 */
export function operationRouter<S extends ServiceName, K extends OperationsOf<S>>(
  service: S,
  handlers: { [P in K]: OperationHandler<ApiOperations[P]> },
): Router {
  const router = new Router();
  // Koa runs the first matching registration: `/gems/reorder` must come before `/gems/:id`.
  const entries = (Object.entries(handlers) as [K, OperationHandler<ApiOperation>][]).sort(
    byPathOrder(([id]) => API_OPERATIONS[id].path),
  );
  for (const [id, handler] of entries) {
    const op: ApiOperation = API_OPERATIONS[id];
    // The types forbid it; a stray cast must not route another service's path here.
    if (op.service !== service) throw new Error(`${id} belongs to ${op.service}, not ${service}`);
    const run: Middleware = async (ctx) => {
      const request: OperationRequest<ApiOperation> & { file: () => UploadedFile | undefined } = {
        user: callerOf(ctx, op),
        params: () => (op.params ? parseParams(ctx, op.params) : undefined) as never,
        query: () => (op.query ? parseQuery(ctx, op.query) : undefined) as never,
        body: () => (op.body ? parseBody(ctx, op.body) : undefined) as never,
        file: () => uploadedFile(ctx),
      };
      answer(ctx, op, await handler(ctx, request));
    };
    router.register(
      koaPath(op.path),
      [op.method.toUpperCase()],
      op.upload ? [...beforeUpload(op, op.upload), run] : [run],
    );
  }
  return router;
}
