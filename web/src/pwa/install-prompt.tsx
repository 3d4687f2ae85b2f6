import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { INSTALL_PROMPT_SEEN_KEY, type Phone } from './use-install-prompt-due';

/**
 * Spec 02 §2: the "Add to Home Screen" dialog, mounted open once the prompt is due
 * (useInstallPromptDue); closing it either way remembers it was seen.
 */
export function InstallPrompt({ phone }: { phone: Phone }) {
  const [open, setOpen] = useState(true);

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
