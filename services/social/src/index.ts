export { startSocial } from './service.js';
