export { decodeDataUrl, InvalidDataUrlError, type DecodedDataUrl } from './data-url.js';
export {
  DEFAULT_MAX_INPUT_PIXELS,
  processUpload,
  type ImageFormat,
  type ProcessedImage,
  type ProcessedUpload,
  type ProcessUploadOptions,
} from './image-processing.js';
export { ImageRejectedError, type ImageRejectionReason } from './image-rejected.error.js';
