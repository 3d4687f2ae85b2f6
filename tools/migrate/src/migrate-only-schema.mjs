/**
 * The services' schemas are Prisma 7 style (generator `prisma-client` with an output folder,
 * datasource without url). Prisma 6.19's migrate commands need a datasource url and a generator
 * with `engineType = "client"` (otherwise it fetches the native query engine), so they read this
 * derived copy. Models, enums and the datasource's other settings are untouched.
 */
export function migrateOnlySchema(source) {
  const withoutGenerators = source.replace(/^\s*generator\s+\w+\s*\{[^}]*\}/gm, '');
  let datasources = 0;
  const withUrl = withoutGenerators.replace(/^(\s*datasource\s+\w+\s*\{)([^}]*)\}/m, (_block, head, body) => {
    datasources += 1;
    const settings = body.replace(/^\s*url\s*=.*$/m, '').trimEnd();
    return `${head}${settings}\n  url = env("DATABASE_URL")\n}`;
  });
  if (datasources !== 1) throw new Error('schema.prisma needs a datasource block');
  return `${withUrl.trimEnd()}\n\ngenerator client {\n  provider   = "prisma-client-js"\n  engineType = "client"\n}\n`;
}
