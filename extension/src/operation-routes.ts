import { operationRoutes } from '@gems/contracts/openapi';

/**
 * Each catalogue operation's method and path, by operationId, as the type checker reads it; the
 * extension's build (extension/vite.config.ts) puts the computed table in its place, so the
 * catalogue's schemas and zod are not shipped in the extension.
 */
export const OPERATION_ROUTES: Record<string, readonly [string, string]> = operationRoutes();
