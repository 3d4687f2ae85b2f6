import type { Attrs } from '../page-scan.js';
import type { ScanState } from '../scan-state.js';

/** Forms and inputs tell a login, consent or captcha wall from content. */
export function form({ scan }: ScanState, attrs: Attrs): null {
  if (scan.formActions.length < 20) scan.formActions.push(`${attrs.id ?? ''} ${attrs.action ?? ''}`);
  return null;
}

export function input({ scan }: ScanState, attrs: Attrs): null {
  if (scan.inputNames.length < 40) scan.inputNames.push(`${attrs.id ?? ''} ${attrs.name ?? ''}`);
  return null;
}
