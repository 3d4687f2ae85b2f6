import { generateKeyPairSync, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import bs58 from 'bs58';
import { expectDocumentedAnswer, stopTestDatabase } from '@gems/testkit';
import { newAccount, startTestStack, type TestStack } from '@gems/test-stack';
import { startMailbox, type Mailbox } from './support/mailbox.js';

let stack: TestStack;
let mailbox: Mailbox;
beforeAll(async () => {
  mailbox = await startMailbox();
  stack = await startTestStack({ SMTP_URL: mailbox.url });
});
afterAll(async () => {
  await stack?.stop();
  await mailbox?.close();
  await stopTestDatabase();
});

async function register(verify = false, overrides: Record<string, string> = {}) {
  const client = stack.client();
  const account = newAccount(overrides);
  expect((await client.post('/api/auth/register', account)).status).toBe(201);
  const mail = await mailbox.next(account.email, /Verify your e-mail/);
  if (verify) {
    const token = mailbox.tokenIn(mail, '/verify-email');
    expect((await stack.client().post('/api/auth/email/confirm', { token })).status).toBe(200);
  }
  return { client, account };
}

describe('e-mail verification', () => {
  it('starts unverified, verifies through the link once, and can resend a link', async () => {
    const client = stack.client();
    const account = newAccount();
    await client.post('/api/auth/register', account);
    const me = await client.get('/api/auth/me');
    expectDocumentedAnswer(me);
    expect(me.body).toMatchObject({
      emailVerified: false,
      hasPassword: true,
      socialConnected: false,
      pendingEmail: null,
    });
    await mailbox.next(account.email, /Verify your e-mail/);
    const resend = await client.post('/api/auth/email/verification');
    expect(resend.status).toBe(202);
    expect(resend.body.message).toBe(`We sent a verification link to ${account.email}`);
    const token = mailbox.tokenIn(await mailbox.next(account.email, /Verify/), '/verify-email');
    const confirmed = await stack.client().post('/api/auth/email/confirm', { token });
    expect(confirmed.status).toBe(200);
    expectDocumentedAnswer(confirmed);
    expect(confirmed.body).toMatchObject({ message: 'Your e-mail address is verified' });
    expect((await client.get('/api/auth/me')).body.emailVerified).toBe(true);
    const again = await stack.client().post('/api/auth/email/confirm', { token });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      message: 'This link has expired or was already used.',
      code: 'email_link_invalid',
    });
  });
});

describe('change password', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const { client, account } = await register(true);
    const other = stack.client();
    await other.post('/api/auth/login', { email: account.email, password: account.password });
    const wrong = await client.put('/api/auth/password', {
      currentPassword: 'not-it',
      password: 'newpass1',
      confirmPassword: 'newpass1',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Current password is incorrect');
    const missing = await client.put('/api/auth/password', {
      password: 'newpass1',
      confirmPassword: 'newpass1',
    });
    expect(missing.body.message).toBe('Current password is required');
    const ok = await client.put('/api/auth/password', {
      currentPassword: account.password,
      password: 'newpass1',
      confirmPassword: 'newpass1',
    });
    expect(ok.status).toBe(200);
    expectDocumentedAnswer(ok);
    expect(ok.body).toEqual({ message: 'Password changed' });
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect((await other.get('/api/auth/me')).status).toBe(401);
    await mailbox.next(account.email, /password was changed/);
    const login = await stack
      .client()
      .post('/api/auth/login', { email: account.email, password: 'newpass1' });
    expect(login.status).toBe(200);
  });
});

describe('change e-mail', () => {
  it('sends a link to the new address and a notice to the old one; the link moves the account', async () => {
    const { client, account } = await register(true);
    const next = `moved_${Date.now()}@example.com`;
    const res = await client.put('/api/auth/email', { email: next, currentPassword: account.password });
    expect(res.status).toBe(202);
    expectDocumentedAnswer(res);
    expect(res.body).toEqual({ message: `We sent a confirmation link to ${next}`, pendingEmail: next });
    expect((await client.get('/api/auth/me')).body).toMatchObject({
      email: account.email,
      pendingEmail: next,
    });
    const notice = await mailbox.next(account.email, /being changed/);
    expect(notice.text).toContain(next);
    const token = mailbox.tokenIn(await mailbox.next(next, /Confirm your new e-mail/), '/verify-email');
    const done = await stack.client().post('/api/auth/email/confirm', { token });
    expect(done.status).toBe(200);
    expect(done.body.user).toMatchObject({ email: next, emailVerified: true, pendingEmail: null });
    const login = await stack.client().post('/api/auth/login', { email: next, password: account.password });
    expect(login.status).toBe(200);
    // The old address is free again.
    const reuse = await stack.client().post('/api/auth/register', newAccount({ email: account.email }));
    expect(reuse.status).toBe(201);
  });

  it('refuses the same address and a wrong password', async () => {
    const { client, account } = await register();
    const same = await client.put('/api/auth/email', {
      email: account.email,
      currentPassword: account.password,
    });
    expect(same.status).toBe(400);
    const wrong = await client.put('/api/auth/email', { email: 'x@example.com', currentPassword: 'nope' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Current password is incorrect');
  });

  it("answers alike for a verified account's address, which keeps it, and says so only to that mailbox", async () => {
    const { account: owner } = await register(true);
    const { client, account } = await register(true);
    const res = await client.put('/api/auth/email', {
      email: owner.email,
      currentPassword: account.password,
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      message: `We sent a confirmation link to ${owner.email}`,
      pendingEmail: owner.email,
    });
    const mail = await mailbox.next(owner.email, /already used on Gems/);
    expect(mail.text).not.toMatch(/token=/);
  });

  it('lets a verified owner claim an address an unverified account holds, never the reverse', async () => {
    // A squatter registers the owner's address first and never verifies it.
    const { client: squatter, account: squatted } = await register();
    const { client: owner, account } = await register(true, {
      password: 'owner-secret',
      confirmPassword: 'owner-secret',
    });
    await owner.put('/api/auth/email', { email: squatted.email, currentPassword: account.password });
    const token = mailbox.tokenIn(await mailbox.next(squatted.email, /Confirm your new/), '/verify-email');
    const claimed = await stack.client().post('/api/auth/email/confirm', { token });
    expect(claimed.status).toBe(200);
    expect(claimed.body.user).toMatchObject({ email: squatted.email, emailVerified: true });
    // The squatter lost the address and every session.
    expect((await squatter.get('/api/auth/me')).status).toBe(401);
    const squatterLogin = await stack.client().post('/api/auth/login', squatted);
    expect(squatterLogin.status).toBe(401);

    // The reverse: an unverified account cannot take a verified owner's address.
    const { client: taker, account: takerAccount } = await register();
    const attempt = await taker.put('/api/auth/email', {
      email: squatted.email,
      currentPassword: takerAccount.password,
    });
    expect(attempt.status).toBe(202);
    expect(await mailbox.next(squatted.email, /already used on Gems/)).toBeTruthy();
  });
});

describe('a wallet-only account', () => {
  it('adds an e-mail address through its link, then sets a password and signs in with it', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    const address = bs58.encode(Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url'));
    const client = stack.client();
    const { body: challenge } = await client.post('/api/auth/wallet-nonce', {
      walletAddress: address,
      walletType: 'solana',
    });
    await client.post('/api/auth/wallet-login', {
      walletAddress: address,
      walletType: 'solana',
      nonce: challenge.nonce,
      signature: bs58.encode(sign(null, Buffer.from(challenge.message), privateKey)),
    });
    const early = await client.put('/api/auth/password', {
      password: 'wallet-pass',
      confirmPassword: 'wallet-pass',
    });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('Add an e-mail address before setting a password');

    const email = `wallet_${Date.now()}@example.com`;
    expect((await client.put('/api/auth/email', { email })).status).toBe(202);
    const token = mailbox.tokenIn(await mailbox.next(email, /Confirm your new/), '/verify-email');
    expect((await stack.client().post('/api/auth/email/confirm', { token })).status).toBe(200);
    const set = await client.put('/api/auth/password', {
      password: 'wallet-pass',
      confirmPassword: 'wallet-pass',
    });
    expect(set.status).toBe(200);
    expect((await client.get('/api/auth/me')).body).toMatchObject({
      email,
      emailVerified: true,
      hasPassword: true,
    });
    const login = await stack.client().post('/api/auth/login', { email, password: 'wallet-pass' });
    expect(login.status).toBe(200);
  });
});

describe('delete my account', () => {
  it('needs the password, then removes the account, signs it out everywhere and frees its names', async () => {
    const { client, account } = await register();
    const other = stack.client();
    await other.post('/api/auth/login', { email: account.email, password: account.password });
    const wrong = await client.delete('/api/auth/me', { password: 'nope' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Password is incorrect');
    const gone = await client.delete('/api/auth/me', { password: account.password });
    expect(gone.status).toBe(204);
    expect(gone.headers.getSetCookie().join()).toMatch(/gems_session=;/);
    expect((await other.get('/api/auth/me')).status).toBe(401);
    expect((await stack.client().get(`/api/users/${account.username}`)).status).toBe(404);
    const again = await stack.client().post(
      '/api/auth/register',
      newAccount({
        username: account.username,
        email: account.email,
      }),
    );
    expect(again.status).toBe(201);
  });

  it('refuses anyone signed out', async () => {
    expect((await stack.client().delete('/api/auth/me', { password: 'x' })).status).toBe(401);
  });
});
