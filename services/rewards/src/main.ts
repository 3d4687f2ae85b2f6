import { runMain } from '@gems/platform/lifecycle';
import { startRewards } from './service.js';

await runMain((env) => startRewards(env));
