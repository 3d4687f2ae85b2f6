import { runMain } from '@gems/platform/lifecycle';
import { startScraper } from './service.js';

await runMain((env) => startScraper(env));
