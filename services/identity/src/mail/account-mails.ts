import type { MailMessage } from '@gems/platform/mail';

/**
 * The account e-mails: plain, short, signed "— Gems", each with the one link it is about. Links
 * are built on PUBLIC_ORIGIN; a token only ever appears inside its link.
 */
export class AccountMails {
  constructor(private readonly publicOrigin: string) {}

  passwordReset(to: string, token: string): MailMessage {
    return message(
      to,
      'Reset your Gems password',
      'Someone (hopefully you) asked to reset the password of your Gems account.',
      `Choose a new password here (the link works once, for 1 hour):\n${this.link('/reset-password', token)}`,
      'If you did not ask, ignore this e-mail: your password stays as it is.',
    );
  }

  passwordChanged(to: string): MailMessage {
    return message(
      to,
      'Your Gems password was changed',
      'The password of your Gems account was just changed, and every other session was signed out.',
      `If this was not you, reset it now:\n${new URL('/forgot-password', this.publicOrigin).href}`,
    );
  }

  verifyAddress(to: string, token: string): MailMessage {
    return message(
      to,
      'Verify your e-mail address for Gems',
      'Please confirm that this address belongs to your Gems account.',
      `Verify it here (the link works once, for 24 hours):\n${this.link('/verify-email', token)}`,
      'If you did not sign up for Gems, ignore this e-mail.',
    );
  }

  confirmNewAddress(to: string, token: string): MailMessage {
    return message(
      to,
      'Confirm your new e-mail address for Gems',
      'You asked to use this address for your Gems account.',
      `Confirm it here (the link works once, for 24 hours):\n${this.link('/verify-email', token)}`,
      'If you did not ask, ignore this e-mail: nothing changes.',
    );
  }

  /** Sent instead of a link when the new address already belongs to a verified account. */
  addressInUse(to: string): MailMessage {
    return message(
      to,
      'This e-mail address is already used on Gems',
      'Someone asked to move a Gems account to this address, but an account already uses it.',
      `If that account is yours, sign in to it, or reset its password here:\n${new URL('/forgot-password', this.publicOrigin).href}`,
      'If you did not ask, ignore this e-mail.',
    );
  }

  /** To the old address, when a change to `newEmail` was asked for. */
  emailChangeRequested(to: string, newEmail: string): MailMessage {
    return message(
      to,
      'Your Gems e-mail address is being changed',
      `Someone signed in to your Gems account asked to change its e-mail address to ${newEmail}. ` +
        'It changes once the link sent there is followed.',
      `If this was not you, change your password now:\n${new URL('/settings', this.publicOrigin).href}`,
    );
  }

  private link(path: string, token: string): string {
    const url = new URL(path, this.publicOrigin);
    url.searchParams.set('token', token);
    return url.href;
  }
}

function message(to: string, subject: string, ...paragraphs: string[]): MailMessage {
  return { to, subject, text: `Hello,\n\n${paragraphs.join('\n\n')}\n\n— Gems\n` };
}
