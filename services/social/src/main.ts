import { runMain } from '@gems/platform/lifecycle';
import { startSocial } from './service.js';

await runMain(startSocial);
