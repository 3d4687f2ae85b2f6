import { runMain } from '@gems/platform/lifecycle';
import { startCuration } from './service.js';

await runMain(startCuration);
