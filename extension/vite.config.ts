import { resolve } from 'node:path';
import { defineConfig } from 'vite';

// The unpacked extension in extension/dist: the popup page, the service worker at a fixed name
// (the manifest names it) and public/manifest.json copied as it is. Load it in Chromium from
// chrome://extensions → Load unpacked → extension/dist.
export default defineConfig({
  root: __dirname,
  base: './',
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
