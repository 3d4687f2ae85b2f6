export { startIdentity } from './service.js';
