// postinstall: removes builds that ship inside packages Gems uses but that nothing here loads, so
// the default install stays within issue 14 §4's budget (`npm ci` restores them if ever needed):
// - @prisma/client's query compiler (Wasm, base64 in JS) for the four databases other than
//   PostgreSQL, in two builds and two module formats (53 MB); the generated clients load only
//   PostgreSQL's;
// - antd's browser bundles for <script> tags (`dist/*.js` and their source maps, 38 MB); the web
//   app imports antd's ES modules and its one stylesheet, which stay.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const modules = join(fileURLToPath(new URL('..', import.meta.url)), 'node_modules');
const UNUSED = [
  {
    dir: '@prisma/client/runtime',
    file: /^query_compiler_(fast|small)_bg\.(sqlite|mysql|sqlserver|cockroachdb)\./,
  },
  { dir: 'antd/dist', file: /\.js(\.map|\.LICENSE\.txt)?$/ },
];

let removed = 0;
for (const { dir, file } of UNUSED) {
  try {
    for (const name of readdirSync(join(modules, dir)))
      if (file.test(name)) {
        rmSync(join(modules, dir, name));
        removed += 1;
      }
  } catch (error) {
    if (error.code !== 'ENOENT') throw error; // not installed (a partial install): nothing to prune
  }
}
if (removed > 0) console.log(`Removed ${removed} files of builds Gems does not load.`);
