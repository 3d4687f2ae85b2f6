// postinstall: @prisma/client ships Prisma's query compiler (Wasm, base64 in JS) for five
// databases, two builds and two module formats: 67 MB, of which the generated clients load the
// PostgreSQL one only. The other databases' copies (53 MB) are removed so the default install
// stays within issue 14 §4's budget; `npm ci` restores them if ever needed.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const runtime = join(new URL('..', import.meta.url).pathname, 'node_modules/@prisma/client/runtime');
const OTHER_DATABASES = /^query_compiler_(fast|small)_bg\.(sqlite|mysql|sqlserver|cockroachdb)\./;
let removed = 0;
try {
  for (const name of readdirSync(runtime))
    if (OTHER_DATABASES.test(name)) {
      rmSync(join(runtime, name));
      removed += 1;
    }
} catch (error) {
  if (error.code !== 'ENOENT') throw error; // no @prisma/client (a partial install): nothing to prune
}
if (removed > 0) console.log(`Removed ${removed} query compilers for databases Gems does not use.`);
