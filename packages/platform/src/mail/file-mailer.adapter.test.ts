import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { createMailer } from './create-mailer.js';
import { zMailEnv } from './create-mailer.js';

describe('the embedded mailer (no SMTP_URL)', () => {
  it('keeps each message as an .eml file with its text part and logs one line naming it', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'gems-mail-test-')), 'mail');
    const lines: { details: Record<string, unknown>; message: string }[] = [];
    const logger = {
      info: (details: object, message: string) => lines.push({ details: details as never, message }),
    };
    const mailer = createMailer(
      zMailEnv.parse({ MAIL_DIR: dir, MAIL_FROM: 'Gems <no-reply@gems.test>' }),
      logger,
    );
    await mailer.send({
      to: 'ada@example.com',
      subject: 'Reset your Gems password',
      text: `Hello,\n\nhttps://gems.test/reset-password?token=abc${'x'.repeat(80)}\n\n— Gems\n`,
    });

    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(join(dir, files[0]!), 'utf8');
    expect(eml).toMatch(/^From: Gems <no-reply@gems\.test>/m);
    expect(eml).toMatch(/^To: ada@example\.com/m);
    expect(eml).toMatch(/^Subject: Reset your Gems password/m);
    expect(eml).toMatch(/^Content-Type: text\/plain/m);
    expect(eml).toContain('https://gems.test/reset-password?token=abc');
    expect(eml).toMatch(/^Content-Transfer-Encoding: 8bit/m);
    // Readable as it is: the long link on one line, the dash as written.
    expect(eml).toContain(`token=abc${'x'.repeat(80)}`);
    expect(eml).toContain('— Gems');
    const kept = lines.filter((l) => l.message.includes(files[0]!));
    expect(kept).toHaveLength(1);
    expect(kept[0]!.details).toMatchObject({ to: 'ada@example.com', path: join(dir, files[0]!) });
  });

  it('refuses an SMTP_URL that is not smtp:// or smtps://', () => {
    expect(zMailEnv.safeParse({ SMTP_URL: 'http://mail' }).success).toBe(false);
    expect(zMailEnv.parse({ SMTP_URL: '' }).SMTP_URL).toBeUndefined();
    expect(zMailEnv.parse({ SMTP_URL: 'smtps://u:p@mail.example:465' }).SMTP_URL).toBe(
      'smtps://u:p@mail.example:465',
    );
  });
});
