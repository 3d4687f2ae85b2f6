/** The extension, zipped by the web build (web/build/extension-archive.ts). */
export const EXTENSION_ARCHIVE_URL = '/downloads/gems-extension.zip';
export const EXTENSION_ARCHIVE_NAME = 'gems-extension.zip';

/** Starts the archive's download, as a link with `download` would when clicked. */
export function downloadExtension(): void {
  const link = document.createElement('a');
  link.href = EXTENSION_ARCHIVE_URL;
  link.download = EXTENSION_ARCHIVE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
}
