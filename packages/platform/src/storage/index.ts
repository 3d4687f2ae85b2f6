export type { ImageStorage, StoredImage } from './image-storage.port.js';
export {
  imageUrl,
  InvalidImageKeyError,
  isValidImageKey,
  toImageKey,
  UPLOADS_URL_PREFIX,
} from './image-key.js';
export { LocalImageStorage } from './local-image-storage.adapter.js';
export { S3ImageStorage, type S3ImageStorageOptions } from './s3-image-storage.adapter.js';
export { createImageStorage, type ImageStorageConfig } from './create-image-storage.js';
export { serveStoredImages } from './serve-stored-images.js';
