import { runMain } from '@gems/platform/lifecycle';
import { startGateway } from './service.js';

await runMain(startGateway);
