import { adminArea } from './catalogue/admin.js';
import { authArea } from './catalogue/auth.js';
import { collectionsArea } from './catalogue/collections.js';
import { gemsArea } from './catalogue/gems.js';
import { importsArea } from './catalogue/imports.js';
import { rewardsArea } from './catalogue/rewards.js';
import { feedbackArea, scrapeArea } from './catalogue/scrape.js';
import { socialArea } from './catalogue/social.js';
import { usersArea } from './catalogue/users.js';
import { buildOpenApiDocument } from './build-document.js';

export type { OpenApiDocument } from './build-document.js';

/** The API catalogue: every operation the gateway routes, grouped as the reference shows them. */
export const API_AREAS = [
  authArea,
  usersArea,
  gemsArea,
  collectionsArea,
  importsArea,
  socialArea,
  rewardsArea,
  scrapeArea,
  feedbackArea,
  adminArea,
];

const API_VERSION = '1.0.0';

/** The OpenAPI 3.1 document of the whole API. */
export const openApiDocument = () => buildOpenApiDocument(API_AREAS, API_VERSION);
