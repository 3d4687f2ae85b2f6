import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import compression from 'compression';
import { Router } from 'express';
import { API_REFERENCE_PATHS, openApiDocument } from '@gems/contracts/openapi';

const { document: OPENAPI_PATH, docs: DOCS_PATH } = API_REFERENCE_PATHS;

/** The two paths the gateway answers itself rather than routing to a service. */
export const isApiReferencePath = (path: string) =>
  path === OPENAPI_PATH || path === DOCS_PATH || path.startsWith(`${DOCS_PATH}/`);

// Swagger UI from node_modules, never a CDN: the reference works offline like the rest.
const VIEWER_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const VIEWER_FILES = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png']);

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Gems API reference</title>
  <link rel="icon" type="image/png" href="${DOCS_PATH}/assets/favicon-32x32.png">
  <link rel="stylesheet" href="${DOCS_PATH}/assets/swagger-ui.css">
</head>
<body>
  <noscript>The reference needs JavaScript; the document itself is at <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a>.</noscript>
  <div id="reference"></div>
  <script src="${DOCS_PATH}/assets/swagger-ui-bundle.js"></script>
  <script src="${DOCS_PATH}/reference.js"></script>
</body>
</html>
`;

// A file of its own: the page's CSP allows no inline script.
const START_VIEWER = `window.SwaggerUIBundle({
  url: ${JSON.stringify(OPENAPI_PATH)},
  dom_id: '#reference',
  deepLinking: true,
  docExpansion: 'list',
  defaultModelsExpandDepth: 0,
  withCredentials: true,
});
`;

/**
 * GET /api/openapi.json (built once, at start) and the reference page at /api/docs, which alone
 * loads the viewer. Both are public: the document describes what callers may send, nothing more.
 */
export function apiReference(): Router {
  const json = JSON.stringify(openApiDocument());
  const router = Router();
  const compress = compression({ threshold: 1024 });

  router.get(OPENAPI_PATH, compress, (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('application/json; charset=utf-8').send(json);
  });
  router.get(DOCS_PATH, (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('html').send(PAGE);
  });
  router.get(`${DOCS_PATH}/reference.js`, (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('application/javascript').send(START_VIEWER);
  });
  router.get(`${DOCS_PATH}/assets/:file`, compress, (req, res, next) => {
    const file = String(req.params.file);
    if (!VIEWER_FILES.has(file)) return next();
    res.sendFile(file, { root: VIEWER_DIR, maxAge: '1d' });
  });
  // Anything else under these paths is the API's JSON 404, not the web app's page.
  router.use((req, res, next) => {
    if (!isApiReferencePath(req.path)) return next();
    res.status(404).json({ message: 'Not found', code: 'not_found' });
  });
  return router;
}
