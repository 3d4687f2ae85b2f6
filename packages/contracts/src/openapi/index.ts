import { adminArea } from './catalogue/admin.js';
import { authArea } from './catalogue/auth.js';
import { collectionsArea } from './catalogue/collections.js';
import { gemsArea } from './catalogue/gems.js';
import { gemArchivesArea } from './catalogue/gem-archives.js';
import { importsArea } from './catalogue/imports.js';
import { rewardsArea } from './catalogue/rewards.js';
import { feedbackArea, scrapeArea } from './catalogue/scrape.js';
import { sitemapArea } from './catalogue/sitemap.js';
import { socialArea } from './catalogue/social.js';
import { usersArea } from './catalogue/users.js';
import { buildOpenApiDocument } from './build-document.js';

export type { OpenApiDocument } from './build-document.js';
export { byPathOrder } from './path-order.js';
export { API_PREFIX, API_REFERENCE_PATHS } from './catalogue/gateway.js';
export type { ApiOperation, ServiceName } from './operation.js';

/** The API catalogue: every operation the gateway routes, grouped as the reference shows them. */
const API_AREAS = [
  authArea,
  usersArea,
  gemsArea,
  collectionsArea,
  importsArea,
  socialArea,
  rewardsArea,
  scrapeArea,
  feedbackArea,
  sitemapArea,
  adminArea,
  gemArchivesArea,
];

/**
 * Every operation by its operationId: the one declaration the gateway's table, the services'
 * handlers, the OpenAPI document and the web's client are derived from.
 */
export const API_OPERATIONS = {
  ...authArea.operations,
  ...usersArea.operations,
  ...gemsArea.operations,
  ...collectionsArea.operations,
  ...importsArea.operations,
  ...socialArea.operations,
  ...rewardsArea.operations,
  ...scrapeArea.operations,
  ...feedbackArea.operations,
  ...sitemapArea.operations,
  ...adminArea.operations,
  ...gemArchivesArea.operations,
};
export type ApiOperations = typeof API_OPERATIONS;
export type OperationId = keyof ApiOperations;

const API_VERSION = '1.0.0';

/** The OpenAPI 3.1 document of the whole API. */
export const openApiDocument = () => buildOpenApiDocument(API_AREAS, API_VERSION);

/** Method and path of each operation: all a client needs to call it (no schemas, no zod). */
export const operationRoutes = (): Record<string, readonly [string, string]> =>
  Object.fromEntries(
    Object.entries(API_OPERATIONS).map(([id, op]) => [id, [op.method.toUpperCase(), op.path] as const]),
  );
