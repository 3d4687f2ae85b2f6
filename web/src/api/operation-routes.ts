import { operationRoutes } from '@gems/contracts/openapi';

/**
 * Each catalogue operation's method and path, by operationId. This file is what tests and the
 * type checker read; the web build (web/build/operation-routes.ts) puts the computed table in its
 * place, so the catalogue's schemas (and zod) stay out of the browser's bundle.
 */
export const OPERATION_ROUTES: Record<string, readonly [string, string]> = operationRoutes();
