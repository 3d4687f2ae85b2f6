import { PROFILE_PHOTO_MAX_BYTES } from '@gems/contracts';

/** Spec 02 §5: JPG, PNG or GIF, at most 5MB; the toast's title and text when refused. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

export function photoProblem(file: {
  type: string;
  size: number;
}): { title: string; description: string } | null {
  if (!file.type.startsWith('image/'))
    return { title: 'Invalid file type', description: 'Please select an image file' };
  if (file.size > PROFILE_PHOTO_MAX_BYTES)
    return { title: 'File too large', description: 'Please select an image smaller than 5MB' };
  return null;
}
