export type ImageRejectionReason = 'not_image' | 'format' | 'too_large' | 'dimensions';

/** An upload refused for what it is; the message is safe to show to the user. */
export class ImageRejectedError extends Error {
  constructor(
    readonly reason: ImageRejectionReason,
    message: string,
  ) {
    super(message);
    this.name = 'ImageRejectedError';
  }
}

export function tooLarge(maxBytes: number): ImageRejectedError {
  const mb = maxBytes / (1024 * 1024);
  const limit = Number.isInteger(mb) ? `${mb} MB` : `${Math.floor(maxBytes / 1024)} KB`;
  return new ImageRejectedError('too_large', `Images must be at most ${limit}`);
}
