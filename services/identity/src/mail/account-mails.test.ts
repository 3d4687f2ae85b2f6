import { describe, expect, it } from '@jest/globals';
import { AccountMails } from './account-mails.js';

const mails = new AccountMails('https://gems.example');

describe('AccountMails', () => {
  it('puts the token only inside its link on PUBLIC_ORIGIN, in a short signed text', () => {
    const reset = mails.passwordReset('ada@example.com', 'tok_123');
    expect(reset).toMatchObject({ to: 'ada@example.com', subject: 'Reset your Gems password' });
    expect(reset.text).toContain('https://gems.example/reset-password?token=tok_123');
    expect(reset.text.match(/tok_123/g)).toHaveLength(1);
    expect(reset.text).toMatch(/^Hello,\n/);
    expect(reset.text).toMatch(/— Gems\n$/);
    expect(reset.text.length).toBeLessThan(600);
    expect(mails.verifyAddress('a@b.co', 't').text).toContain('https://gems.example/verify-email?token=t');
    expect(mails.confirmNewAddress('a@b.co', 't').text).toContain(
      'https://gems.example/verify-email?token=t',
    );
  });

  it('never carries a link token in the notices', () => {
    for (const mail of [
      mails.passwordChanged('a@b.co'),
      mails.addressInUse('a@b.co'),
      mails.emailChangeRequested('old@b.co', 'new@b.co'),
    ])
      expect(mail.text).not.toMatch(/token=/);
    expect(mails.emailChangeRequested('old@b.co', 'new@b.co').text).toContain('new@b.co');
  });
});
