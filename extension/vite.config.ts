import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { operationRoutes } from '../web/build/operation-routes';

// The unpacked extension in extension/dist: the popup page, the service worker at a fixed name
// (the manifest names it) and public/manifest.json copied as it is. Load it in Chromium from
// chrome://extensions → Load unpacked → extension/dist. The API's paths are the catalogue's,
// put in as a plain table by the web's build plugin (the catalogue's zod stays out).
export default defineConfig({
  root: __dirname,
  base: './',
  plugins: [operationRoutes(resolve(__dirname, 'src/operation-routes.ts'))],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      input: {
        popup: resolve(__dirname, 'popup.html'),
        'service-worker': resolve(__dirname, 'src/service-worker.ts'),
      },
      output: {
        entryFileNames: (chunk) =>
          chunk.name === 'service-worker' ? 'service-worker.js' : 'assets/[name]-[hash].js',
      },
    },
  },
});
