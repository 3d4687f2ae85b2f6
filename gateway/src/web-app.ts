import { existsSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import express, { type RequestHandler, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { isSpaPage } from './spa-pages.js';
import { appPage, type AppPageOptions } from './app-page.js';

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, each as the
 * brotli or gzip file the build wrote beside it when the browser accepts one, and index.html for
 * any client route — a gem, collection or profile page with its own share card in the head, and a
 * visitor's public page drawn in the body, when `page` says how. Without a build, an honest 503
 * says how to make one.
 */
export function webApp(distDir: string, page?: AppPageOptions): Router {
  const root = resolve(distDir);
  const index = join(root, 'index.html');
  const withExtras = page && appPage(index, page);
  const router = express.Router();
  router.use(
    expressStaticGzip(root, {
      index: false,
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      serveStatic: {
        index: false,
        setHeaders(res, path) {
          // The build's scripts carry no sourceMappingURL comment; the header names the map.
          const script = path.replace(/\.(br|gz)$/, '');
          if (script.endsWith('.js') && existsSync(`${script}.map`))
            res.setHeader('SourceMap', `${basename(script)}.map`);
          res.setHeader(
            'Cache-Control',
            path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      },
    }),
  );
  const fallback: RequestHandler = async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!existsSync(index)) {
      res
        .status(503)
        .type('text/plain')
        .send('The web app has not been built yet. Run `npm run build:web`, then reload.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    // A visitor's page may be drawn, a signed-in user's never: caches must tell them apart.
    res.setHeader('Vary', 'Cookie, Accept-Encoding');
    if (withExtras && (await withExtras(req, res))) return;
    // Unknown paths get the app (it shows its not-found page) with a real 404.
    if (!isSpaPage(req.path)) res.status(404);
    res.sendFile(index);
  };
  router.use(fallback);
  return router;
}
