import { Button, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';

const INSTALL_PROMPT_SEEN_KEY = 'hasSeenInstallPrompt';
const DELAY_MS = 1500;

type Phone = 'ios' | 'android' | null;

function phoneKind(userAgent: string): Phone {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return null;
}

function seen(): boolean {
  try {
    return localStorage.getItem(INSTALL_PROMPT_SEEN_KEY) !== null;
  } catch {
    return true;
  }
}

/** What counts as someone using the page (the events that also end its largest-paint measure). */
const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;

/**
 * Spec 02 §2: a one-time "Add to Home Screen" prompt on phones, 1.5 s after load — once the visitor
 * has used the page (a tap, a key, a scroll). A dialog over a page nobody has touched yet is an
 * interstitial, and it was the largest paint of a phone's first visit (issue 31: LCP 4.7 s on the
 * collection and profile pages); browsers end that measure at the first interaction.
 */
export function InstallPrompt() {
  const [phone] = useState<Phone>(() => phoneKind(navigator.userAgent));
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!phone || seen()) return;
    let timer: number | undefined;
    const used = () => {
      for (const name of INTERACTIONS) window.removeEventListener(name, used, true);
      // 1.5 s after the page loaded, not after this lazily loaded prompt mounted.
      timer = window.setTimeout(() => setOpen(true), Math.max(0, DELAY_MS - performance.now()));
    };
    for (const name of INTERACTIONS) window.addEventListener(name, used, { capture: true, passive: true });
    return () => {
      for (const name of INTERACTIONS) window.removeEventListener(name, used, true);
      window.clearTimeout(timer);
    };
  }, [phone]);

  const close = () => {
    try {
      localStorage.setItem(INSTALL_PROMPT_SEEN_KEY, 'true');
    } catch {
      // Not remembered: the prompt may show again next visit.
    }
    setOpen(false);
  };

  return (
    <Modal
      open={open}
      title="Add to Home Screen"
      onCancel={close}
      footer={[
        <Button key="later" onClick={close}>
          Maybe Later
        </Button>,
        <Button key="ok" type="primary" onClick={close}>
          Got It!
        </Button>,
      ]}
    >
      {phone === 'ios' ? (
        <Typography.Paragraph>
          Tap the Share button in Safari, then choose <strong>Add to Home Screen</strong> to open Gems like an
          app.
        </Typography.Paragraph>
      ) : (
        <Typography.Paragraph>
          Open your browser menu (⋮), then choose <strong>Add to Home screen</strong> or{' '}
          <strong>Install app</strong> to open Gems like an app.
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
