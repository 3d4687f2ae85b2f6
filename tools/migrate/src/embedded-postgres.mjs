import { tsImport } from 'tsx/esm/api';

/** The platform's embedded PGlite (TypeScript source, loaded through tsx since nothing is built). */
export async function startEmbeddedPostgres() {
  const platform = await tsImport('@gems/platform/db/embedded-postgres', import.meta.url);
  return platform.startEmbeddedPostgres();
}
