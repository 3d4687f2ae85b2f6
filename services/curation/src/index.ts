export { startCuration } from './service.js';
