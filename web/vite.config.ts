import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { firstLoadChunks } from './build/first-load-chunks';
import { narrowImports } from './build/narrow-imports';
import { precompress } from './build/precompress';
import { prerender } from './build/prerender';
import { serviceWorker } from './build/service-worker';
import { extensionArchive } from './build/extension-archive';
import { operationRoutes } from './build/operation-routes';

// The dev server forwards everything the gateway owns; the SPA itself is served by Vite.
const gateway = 'http://127.0.0.1:8080';

// react-router's package exports only its development build (warnings and checks included);
// the production build beside it is the same API without them, so builds use that.
const reactRouterDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    operationRoutes(),
    narrowImports(),
    firstLoadChunks(),
    prerender(),
    // Before precompress: the worker's .br/.gz are made from the filled-in file.
    serviceWorker(),
    precompress(),
    extensionArchive(fileURLToPath(new URL('../extension', import.meta.url))),
  ],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: join(reactRouterDir, 'dist/production/index.mjs') },
            {
              find: /^react-router\/dom$/,
              replacement: join(reactRouterDir, 'dist/production/dom-export.mjs'),
            },
          ]
        : [],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: gateway },
      // A regex key: a plain '/s' prefix would also capture /settings and /share.
      '^/s/': { target: gateway },
      '/uploads': { target: gateway },
      '/readyz': { target: gateway },
    },
  },
  build: {
    // WEB_DIST_DIR (also read by the gateway) lets parallel browser-test runs keep separate builds.
    outDir: process.env.WEB_DIST_DIR ? resolve(process.env.WEB_DIST_DIR) : 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    // Source maps beside the bundles (public: the code is open), so the browser's tools show the
    // source. 'hidden': no sourceMappingURL comment in the scripts people download; the gateway
    // names each script's map in a SourceMap header instead (gateway/src/web-app.ts).
    sourcemap: 'hidden',
    // web/build/first-load-budget.mjs reads it to add up what each page loads first.
    manifest: true,
  },
}));
