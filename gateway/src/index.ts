export { startGateway } from './service.js';
