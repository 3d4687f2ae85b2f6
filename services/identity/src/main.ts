import { runMain } from '@gems/platform/lifecycle';
import { startIdentity } from './service.js';

await runMain(startIdentity);
