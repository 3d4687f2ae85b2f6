// zod compiles object parsers with `new Function` once it has probed that eval is allowed; the
// probe itself breaks the Content-Security-Policy (no 'unsafe-eval'), which the browser reports
// on every load. zod's `jitless` setting parses the same way without generating code. zod keeps
// its settings on globalThis.__zod_globalConfig and takes an object already there, so setting it
// here, before any zod module is evaluated, costs no import of zod on the first load. Imported
// first by main.tsx.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
