export { startRewards } from './service.js';
