export { startScraper } from './service.js';
export { extract, type Extraction } from './extract/extract.js';
