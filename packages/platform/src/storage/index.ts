export type { ImageStorage } from './image-storage.port.js';
export {
  imageUrl,
  InvalidImageKeyError,
  isValidImageKey,
  toImageKey,
  UPLOADS_URL_PREFIX,
} from './image-key.js';
export { LocalImageStorage } from './local-image-storage.adapter.js';
