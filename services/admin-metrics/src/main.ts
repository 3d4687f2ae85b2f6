import { runMain } from '@gems/platform/lifecycle';
import { startAdminMetrics } from './service.js';

await runMain(startAdminMetrics);
