/** An error whose status and message are safe to show to the caller. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>, code = 'bad_request') =>
  new HttpError(400, message, code, fields);
export const unauthorized = (message = 'Authentication required') =>
  new HttpError(401, message, 'unauthorized');
export const forbidden = (message = 'You do not have permission to do this') =>
  new HttpError(403, message, 'forbidden');
export const notFound = (message = 'Not found') => new HttpError(404, message, 'not_found');
export const conflict = (message: string, fields?: Record<string, string>) =>
  new HttpError(409, message, 'conflict', fields);
export const tooLarge = (message: string) => new HttpError(413, message, 'too_large');
export const unsupportedMedia = (message: string) => new HttpError(415, message, 'unsupported_media_type');
export const unavailable = (message: string) => new HttpError(503, message, 'unavailable');
