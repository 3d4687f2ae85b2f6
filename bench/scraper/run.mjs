#!/usr/bin/env node
// Link-preview quality and speed: the scraper service's extraction side by side with metascraper,
// scored by ../shared/bench/scraper/score.mjs on a corpus of saved pages (network refused).
//
//   npm run bench:scraper [-- --corpus DIR] [--passes N] [--quiet] [--scorer PATH]
//
// metascraper and its rules are installed on first use into bench/scraper/.ms-root, a folder
// outside the npm workspaces (gitignored), so they never enter the product's dependency tree.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(HERE, '../..');
const MS_ROOT = path.join(HERE, '.ms-root');

// metascraper 5.58.1 (older releases are about five times slower). Its rule packages were never
// published as 5.58.1: these are their newest releases, the ones 5.58.1 resolves with.
const PINNED = {
  metascraper: '5.58.1',
  'metascraper-author': '5.56.2',
  'metascraper-date': '5.55.0',
  'metascraper-description': '5.56.2',
  'metascraper-image': '5.56.2',
  'metascraper-lang': '5.51.1',
  'metascraper-logo': '5.56.2',
  'metascraper-publisher': '5.56.2',
  'metascraper-title': '5.56.2',
  'metascraper-url': '5.56.2',
};

const argv = process.argv.slice(2);
const take = (name) => {
  const i = argv.indexOf(`--${name}`);
  if (i < 0) return undefined;
  const [, value] = argv.splice(i, 2);
  return value;
};
const scorer = path.resolve(take('scorer') ?? path.join(REPO, '../shared/bench/scraper/score.mjs'));
const corpus = take('corpus');
if (!fs.existsSync(scorer)) {
  console.error(`scorer not found at ${scorer} (pass --scorer PATH)`);
  process.exit(2);
}

function installedVersion(name) {
  try {
    return JSON.parse(fs.readFileSync(path.join(MS_ROOT, 'node_modules', name, 'package.json'), 'utf8'))
      .version;
  } catch {
    return null;
  }
}

const missing = Object.entries(PINNED).filter(([name, version]) => installedVersion(name) !== version);
if (missing.length) {
  console.log(
    `installing ${missing.map(([n, v]) => `${n}@${v}`).join(' ')} into ${path.relative(REPO, MS_ROOT)} …`,
  );
  fs.mkdirSync(MS_ROOT, { recursive: true });
  // Its own package.json stops npm from walking up into the repository's workspaces.
  const manifest = path.join(MS_ROOT, 'package.json');
  if (!fs.existsSync(manifest))
    fs.writeFileSync(manifest, '{ "name": "gems-bench-metascraper", "private": true }\n');
  const install = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      MS_ROOT,
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      ...Object.entries(PINNED).map(([n, v]) => `${n}@${v}`),
    ],
    { stdio: 'inherit' },
  );
  if (install.status !== 0) process.exit(install.status ?? 1);
}

const corpusName = path.basename(path.resolve(corpus ?? path.join(path.dirname(scorer), 'visible')));
const out = path.join(HERE, '.results', `score-${corpusName}.json`);
const args = [
  scorer,
  '--extractor',
  path.join(HERE, 'extract.adapter.mjs'),
  '--ms-root',
  MS_ROOT,
  '--out',
  out,
  ...(corpus ? ['--corpus', path.resolve(corpus)] : []),
  ...argv,
];
const run = spawnSync(process.execPath, args, { stdio: 'inherit', cwd: REPO });
process.exit(run.status ?? 1);
