/** The extension, zipped by the web build (web/build/extension-archive.ts). */
export const EXTENSION_ARCHIVE_URL = '/downloads/gems-extension.zip';
export const EXTENSION_ARCHIVE_NAME = 'gems-extension.zip';

/** When this tab last started the download; the install page says so only right after. */
let startedAt = 0;
const JUST_NOW_MS = 10_000;

/** Starts the archive's download, as a link with `download` would when clicked. */
export function downloadExtension(): void {
  const link = document.createElement('a');
  link.href = EXTENSION_ARCHIVE_URL;
  link.download = EXTENSION_ARCHIVE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  startedAt = Date.now();
}

/**
 * True when the account menu started the download a moment ago. /extension opened directly (a
 * bookmark, a reload later, a shared link) started nothing and must not say it did.
 */
export const downloadJustStarted = (now = Date.now()): boolean =>
  startedAt > 0 && now - startedAt < JUST_NOW_MS;
