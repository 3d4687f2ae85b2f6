import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectDocumentedAnswer, stopTestDatabase } from '@gems/testkit';
import { newAccount, startTestStack, type TestStack } from '@gems/test-stack';
import { startMailbox, type Mailbox } from './support/mailbox.js';

let stack: TestStack;
let mailbox: Mailbox;
beforeAll(async () => {
  mailbox = await startMailbox();
  stack = await startTestStack({
    SMTP_URL: mailbox.url,
    MAIL_FROM: 'Gems <no-reply@gems.test>',
    PUBLIC_ORIGIN: 'https://gems.test',
    COOKIE_SECURE: 'false',
  });
});
afterAll(async () => {
  await stack?.stop();
  await mailbox?.close();
  await stopTestDatabase();
});

async function register() {
  const client = stack.client();
  const account = newAccount();
  expect((await client.post('/api/auth/register', account)).status).toBe(201);
  return { client, account };
}

describe('password reset by e-mail', () => {
  it('answers the same words for a known and an unknown address, and mails only the known one', async () => {
    const { account } = await register();
    const unknown = `nobody_${Date.now()}@example.com`;
    const known = await stack
      .client()
      .post('/api/auth/password-reset', { email: account.email.toUpperCase() });
    const stranger = await stack.client().post('/api/auth/password-reset', { email: unknown });
    expect(known.status).toBe(202);
    expectDocumentedAnswer(known);
    expect(stranger.status).toBe(202);
    expect(stranger.body).toEqual(known.body);
    expect(known.body).toEqual({ message: 'If an account uses this address, we have sent a link' });

    const mail = await mailbox.next(account.email, /Reset your Gems password/);
    expect(mail.from).toMatch(/Gems.*<no-reply@gems\.test>/);
    expect(mail.text).toMatch(/^Hello,/);
    expect(mail.text).toContain('https://gems.test/reset-password?token=');
    expect(await mailbox.nothingFor(unknown)).toBe(true);
  });

  it('sets the new password, signs the user in, ends the other sessions and keeps API tokens', async () => {
    const { client: elsewhere, account } = await register();
    const token = await elsewhere.post('/api/auth/tokens', { name: 'script' });
    expect(token.status).toBe(201);
    const verify = mailbox.tokenIn(await mailbox.next(account.email, /Verify your e-mail/), '/verify-email');
    expect((await stack.client().post('/api/auth/email/confirm', { token: verify })).status).toBe(200);

    await stack.client().post('/api/auth/password-reset', { email: account.email });
    const first = mailbox.tokenIn(await mailbox.next(account.email, /Reset/), '/reset-password');
    await stack.client().post('/api/auth/password-reset', { email: account.email });
    const second = mailbox.tokenIn(await mailbox.next(account.email, /Reset/), '/reset-password');

    const browser = stack.client();
    const older = await browser.post('/api/auth/password-reset/confirm', {
      token: first,
      password: 'brand-new-1',
      confirmPassword: 'brand-new-1',
    });
    expect(older.status).toBe(400); // a new request voids the older link
    expect(older.body.code).toBe('reset_link_invalid');

    const mismatch = await browser.post('/api/auth/password-reset/confirm', {
      token: second,
      password: 'brand-new-1',
      confirmPassword: 'brand-new-2',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe("Passwords don't match");

    const done = await browser.post('/api/auth/password-reset/confirm', {
      token: second,
      password: 'brand-new-1',
      confirmPassword: 'brand-new-1',
    });
    expect(done.status).toBe(200);
    expectDocumentedAnswer(done);
    expect(done.body.user).toMatchObject({ email: account.email, emailVerified: true, hasPassword: true });
    expect((await browser.get('/api/auth/me')).status).toBe(200);
    expect((await elsewhere.get('/api/auth/me')).status).toBe(401);
    const viaToken = await stack
      .client()
      .get('/api/auth/me', { authorization: `Bearer ${token.body.token}` });
    expect(viaToken.status).toBe(200);
    expect((await mailbox.next(account.email, /password was changed/)).text).toContain('/forgot-password');

    const replay = await stack.client().post('/api/auth/password-reset/confirm', {
      token: second,
      password: 'another-one',
      confirmPassword: 'another-one',
    });
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({
      message: 'This reset link has expired or was already used. Ask for a new one.',
      code: 'reset_link_invalid',
    });
    const old = await stack.client().post('/api/auth/login', { email: account.email, password: 'secret123' });
    expect(old.status).toBe(401);
    const fresh = await stack
      .client()
      .post('/api/auth/login', { email: account.email, password: 'brand-new-1' });
    expect(fresh.status).toBe(200);
  });

  it('ends API tokens too when the reset is the first proof of the address (a squatted sign-up)', async () => {
    const { client: squatter, account } = await register();
    const token = await squatter.post('/api/auth/tokens', { name: 'kept by the squatter' });
    await stack.client().post('/api/auth/password-reset', { email: account.email });
    const reset = mailbox.tokenIn(await mailbox.next(account.email, /Reset/), '/reset-password');
    const owner = stack.client();
    const done = await owner.post('/api/auth/password-reset/confirm', {
      token: reset,
      password: 'owner-pass-1',
      confirmPassword: 'owner-pass-1',
    });
    expect(done.status).toBe(200);
    expect(done.body.user.emailVerified).toBe(true);
    expect((await squatter.get('/api/auth/me')).status).toBe(401);
    const viaToken = await stack
      .client()
      .get('/api/auth/me', { authorization: `Bearer ${token.body.token}` });
    expect(viaToken.status).toBe(401);
  });

  it('retries a mail the server refused for a moment, without slowing the request', async () => {
    const { account } = await register();
    await mailbox.next(account.email, /Verify/);
    const refusals = mailbox.refuseNext(1);
    const started = Date.now();
    const res = await stack.client().post('/api/auth/password-reset', { email: account.email });
    expect(res.status).toBe(202);
    expect(Date.now() - started).toBeLessThan(1000);
    const mail = await mailbox.next(account.email, /Reset/, 30_000);
    expect(refusals.refused).toBe(1);
    expect(mail.text).toContain('/reset-password?token=');
  }, 40_000);

  it('throttles per address with a clear 429 that says nothing about the account', async () => {
    const email = `throttled_${Date.now()}@example.com`;
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(await stack.client().post('/api/auth/password-reset', { email }));
    expect(answers.slice(0, 3).map((r) => r.status)).toEqual([202, 202, 202]);
    expect(answers[3]!.status).toBe(429);
    expect(answers[3]!.body.message).toBe('Too many requests. Please try again in a few minutes.');
  });

  it('refuses garbage with a 400 in words', async () => {
    const bad = await stack.client().post('/api/auth/password-reset', { email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please enter a valid email address');
    const noToken = await stack
      .client()
      .post('/api/auth/password-reset/confirm', { password: 'abcdef', confirmPassword: 'abcdef' });
    expect(noToken.status).toBe(400);
    expect(noToken.body.message).toBe('The link is incomplete');
  });
});
