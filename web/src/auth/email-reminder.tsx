import type { Account } from '@gems/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { errorMessage } from '../api/client';
import { LinkButton } from '../components/link-button';
import { PlainButton } from '../components/plain-button';
import { PlainFlex } from '../components/plain-flex';
import { PlainIcon } from '../components/plain-icon';
import { useToast } from '../feedback/use-toast';
import { resendVerification } from './account-api';

/** Dismissed once per account and address: the reminder stays quiet until the address changes. */
const dismissedKey = (user: Account) => `gems:verify-reminder:${user.id}:${user.email ?? ''}`;

function wasDismissed(user: Account): boolean {
  try {
    return window.localStorage.getItem(dismissedKey(user)) === '1';
  } catch {
    return false;
  }
}

/** The choice is only ever changed here, in this tab: nothing to listen to. */
const unchanging = () => () => undefined;

/** The small "verify your e-mail" banner for a signed-in account whose address is not proven. */
export function EmailReminder({ user }: { user: Account }) {
  // This browser's choice, read once the page is the app's: a page drawn in the gateway cannot
  // know it, so it is drawn with the banner and the app takes it away if it was dismissed here,
  // instead of adopting a page that differs from its own first render.
  const dismissedBefore = useSyncExternalStore(
    unchanging,
    () => wasDismissed(user),
    () => false,
  );
  const [dismissedNow, setDismissed] = useState(false);
  const dismissed = dismissedBefore || dismissedNow;
  const toast = useToast();
  const resend = useMutation({
    mutationFn: resendVerification,
    onSuccess: (answer) => toast.success('Link sent', answer.message),
    onError: (err) => toast.error('The link could not be sent', errorMessage(err)),
  });
  if (dismissed) return null;
  const dismiss = () => {
    try {
      window.localStorage.setItem(dismissedKey(user), '1');
    } catch {
      // Private mode: hidden for this visit only.
    }
    setDismissed(true);
  };
  // antd's info banner (Alert `banner`) as it looks, in plain elements (email-reminder.css): it is
  // on every page of an unverified member, and antd's Alert and Button were part of what a phone
  // adopted on each (issue 31).
  return (
    <div role="status" className="email-reminder">
      <PlainIcon name="infoCircleFilled" className="email-reminder-icon" />
      {/* Text and buttons wrap as one line on a wide screen and stack on a phone. */}
      <PlainFlex wrap gap={8} align="center" justify="space-between" style={{ flex: 1, minWidth: 0 }}>
        <span style={{ overflowWrap: 'anywhere' }}>
          Verify your e-mail address: open the link we sent to {user.email}.
        </span>
        <PlainFlex gap={8}>
          <PlainButton look="default" size="small" loading={resend.isPending} onClick={() => resend.mutate()}>
            Resend link
          </PlainButton>
          <LinkButton size="small" look="link" to="/settings">
            Settings
          </LinkButton>
        </PlainFlex>
      </PlainFlex>
      <PlainButton
        look="text"
        size="small"
        icon={<PlainIcon name="close" />}
        aria-label="Dismiss the e-mail reminder"
        className="email-reminder-close"
        onClick={dismiss}
      />
    </div>
  );
}
