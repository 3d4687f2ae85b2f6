/** Spec 01 §5/§9: gem images are images (JPG, PNG, GIF, WebP) under 10 MB. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const NOT_AN_IMAGE = 'Please select an image file';
export const TOO_LARGE = 'File size must be less than 10MB';
export const PASTE_UNAVAILABLE = 'Unable to paste from clipboard. Try uploading a file instead.';
export const NO_IMAGE_IN_CLIPBOARD = 'No image found in clipboard. Try copying an image first.';

/** The spec's message when a picked file cannot be a gem image, else null. */
export function imageFileProblem(file: Pick<Blob, 'type' | 'size'>): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return NOT_AN_IMAGE;
  if (file.size >= MAX_IMAGE_BYTES) return TOO_LARGE;
  return null;
}

/** The file as a data URL, the form `uploadedImage` travels in. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** The first image the async clipboard holds, or null; throws when the clipboard is off-limits. */
export async function imageFromClipboard(): Promise<Blob | null> {
  if (!navigator.clipboard?.read) throw new Error('Clipboard reading is not supported.');
  for (const item of await navigator.clipboard.read()) {
    const type = item.types.find((t) => t.startsWith('image/'));
    if (type) return item.getType(type);
  }
  return null;
}
