import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import type * as RenderPage from '../src/prerender/render-page';
import { narrowImports } from './narrow-imports';
import { operationRoutes } from './operation-routes';
import { SAMPLE_ACCOUNT, SAMPLE_PAGES, sampleAnswers } from './prerender-samples';

// What the gateway reads (gateway/src/first-paint/first-paint.ts names the same files).
/** Where the server build of the app goes in the web build's folder (not served: a dot folder). */
const SERVER_DIR = '.server';
/** The server build (web/src/prerender/render-page.tsx), for the gateway's first paints. */
const SERVER_MODULE = 'render-page.js';
/** antd's style paths the shipped stylesheet holds (the gateway inlines only the others). */
const SHIPPED_STYLE_PATHS = 'shipped-style-paths.json';

/** Set while this plugin builds the server bundle, which then plans nothing of its own. */
const PRERENDERING = 'GEMS_PRERENDERING';

type RenderModule = typeof RenderPage;

/**
 * Builds the app for drawing outside a browser (web/src/prerender/render-page.tsx) and draws the
 * public pages with sample answers, as a visitor and signed in. What antd generated for them is
 * shipped as a stylesheet that index.html links first: in the browser antd then skips generating
 * those styles at startup (about half of a phone's blocking time on the landing page, docs/
 * decisions.md issue 31), and a page the gateway draws is styled before any script runs. The
 * server build is kept in dist/.server for the gateway.
 */
export function prerender(): Plugin {
  let root = '';
  let outDir = '';
  let writes = true;
  let work = '';
  let stylesheet = { fileName: '', css: '', paths: [] as string[] };
  return {
    name: 'gems-prerender',
    apply: (_config, env) =>
      env.command === 'build' && !process.env[PRERENDERING] && !process.env.GEMS_FIRST_LOAD_PLANNING,
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      writes = config.build.write;
    },
    async buildStart() {
      work = mkdtempSync(join(tmpdir(), 'gems-prerender-'));
      const module = await buildServerModule(root, work);
      module.sendRequestsWith(sampleAnswers);
      const styles = module.createCache();
      await module.drawForStyles(SAMPLE_PAGES.visitor, styles, null);
      await module.drawForStyles(SAMPLE_PAGES.signedIn, styles, SAMPLE_ACCOUNT);
      const { css, paths } = module.shippedStyles(styles);
      const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
      stylesheet = { fileName: `assets/antd-${hash}.css`, css, paths };
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: stylesheet.fileName, source: stylesheet.css });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        // First in the head: the app's own stylesheet comes after and wins where both set a rule.
        {
          tag: 'link',
          attrs: { rel: 'stylesheet', href: `/${stylesheet.fileName}` },
          injectTo: 'head-prepend',
        },
      ],
    },
    writeBundle() {
      if (!writes) return;
      mkdirSync(join(outDir, SERVER_DIR), { recursive: true });
      copyFileSync(join(work, SERVER_MODULE), join(outDir, SERVER_DIR, SERVER_MODULE));
      writeFileSync(join(outDir, SERVER_DIR, SHIPPED_STYLE_PATHS), JSON.stringify(stylesheet.paths));
    },
    closeBundle() {
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/** web/src/prerender/render-page.tsx built for Node: one self-contained, minified file. */
async function buildServerModule(root: string, outDir: string): Promise<RenderModule> {
  process.env[PRERENDERING] = '1';
  try {
    await build({
      root,
      configFile: false,
      logLevel: 'warn',
      plugins: [react(), operationRoutes(), narrowImports()],
      // React's and antd's production code, and antd's production class names (the browser's).
      define: { 'process.env.NODE_ENV': '"production"' },
      ssr: { noExternal: true },
      build: {
        ssr: 'src/prerender/render-page.tsx',
        outDir,
        emptyOutDir: false,
        minify: true,
        sourcemap: false,
        rolldownOptions: { output: { codeSplitting: false, entryFileNames: SERVER_MODULE } },
      },
    });
  } finally {
    delete process.env[PRERENDERING];
  }
  return (await import(pathToFileURL(join(outDir, SERVER_MODULE)).href)) as RenderModule;
}
