import { useEffect } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function visible(el: HTMLElement): boolean {
  return el.offsetParent !== null || el.getClientRects().length > 0;
}

/**
 * Tab and Shift+Tab go round inside the open dialog. antd brings focus back only once it lands on
 * something else in the page; from a dialog's last control the browser's own Tab leaves the page
 * (the modal is the document's last element), so keyboard users fell out to the browser's toolbar.
 */
export function useDialogTabWrap() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const dialogs = Array.from(document.querySelectorAll<HTMLElement>('.ant-modal-wrap')).filter(
        (wrap) => wrap.style.display !== 'none' && visible(wrap),
      );
      const dialog = dialogs[dialogs.length - 1]?.querySelector<HTMLElement>('.ant-modal');
      if (!dialog) return;
      const controls = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (el) => visible(el) && !el.closest('[aria-hidden="true"]'),
      );
      if (controls.length === 0) return;
      const first = controls[0]!;
      const last = controls[controls.length - 1]!;
      const active = document.activeElement;
      if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && active === first) {
        event.preventDefault();
        last.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
