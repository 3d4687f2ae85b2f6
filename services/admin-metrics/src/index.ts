export { startAdminMetrics } from './service.js';
