import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectDocumentedAnswer, stopTestDatabase } from '@gems/testkit';
import { newAccount, startTestStack, type TestStack } from '@gems/test-stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
  await stopTestDatabase();
});

describe('registration', () => {
  it('creates the account, signs it in and never returns the password hash', async () => {
    const client = stack.client();
    const account = newAccount({ firstName: 'Ada' });
    const res = await client.post('/api/auth/register', account);
    expect(res.status).toBe(201);
    expectDocumentedAnswer(res);
    expect(res.body).toMatchObject({
      username: account.username,
      email: account.email,
      firstName: 'Ada',
      lastName: null,
      isPublic: true,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|scrypt/i);
    expect(res.headers.get('set-cookie')).toMatch(/gems_session=.+HttpOnly/i);
    expect(res.headers.get('set-cookie')).toMatch(/SameSite=Lax/i);
    // The SPA's readable hint that a session exists: no secret, not httpOnly.
    const hint = res.headers.getSetCookie().find((cookie) => cookie.startsWith('gems_signed_in='));
    expect(hint).toMatch(/^gems_signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expectDocumentedAnswer(me);
    expect(me.body.username).toBe(account.username);
  });

  it.each([
    [{ username: 'ab' }, 'Username must be at least 3 characters', 'username'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address', 'email'],
    [{ password: '12345', confirmPassword: '12345' }, 'Password must be at least 6 characters', 'password'],
    [{ confirmPassword: 'secret124' }, "Passwords don't match", 'confirmPassword'],
    [{ confirmPassword: undefined }, 'Please confirm your password', 'confirmPassword'],
    [{ email: 42 }, 'Please enter a valid email address', 'email'],
  ])('refuses %j with the spec message', async (change, message, field) => {
    const res = await stack.client().post('/api/auth/register', newAccount(change as Record<string, string>));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.fields[field]).toBe(message);
  });

  it('refuses a taken email and a taken username (ignoring case)', async () => {
    const first = newAccount();
    await stack.client().post('/api/auth/register', first);
    const sameEmail = await stack
      .client()
      .post('/api/auth/register', newAccount({ email: first.email.toUpperCase() }));
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.message).toContain('email already exists');
    const sameName = await stack
      .client()
      .post('/api/auth/register', newAccount({ username: first.username.toUpperCase() }));
    expect(sameName.status).toBe(409);
    expect(sameName.body.message).toContain('Username already taken');
  });

  it('records a known referral code as referredBy and ignores an unknown one', async () => {
    const referrer = stack.client();
    const { body: me } = await referrer.post('/api/auth/register', newAccount());
    const { body: code } = await referrer.post(`/api/users/${me.id}/referral-code`);
    expect(code.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect((await referrer.post(`/api/users/${me.id}/referral-code`)).body.referralCode).toBe(
      code.referralCode,
    );

    const referred = await stack.client().post(`/api/auth/register?ref=${code.referralCode}`, newAccount());
    expect(referred.body.referredBy).toBe(code.referralCode);
    const unknown = await stack.client().post('/api/auth/register?ref=NOPE1234', newAccount());
    expect(unknown.status).toBe(201);
    expect(unknown.body.referredBy).toBeNull();
  });
});

describe('sign-in and sign-out', () => {
  it('answers a wrong password with the server message, the right one with the user', async () => {
    const account = newAccount();
    await stack.client().post('/api/auth/register', account);
    const wrong = await stack
      .client()
      .post('/api/auth/login', { email: account.email, password: 'nope-nope' });
    expect(wrong.status).toBe(401);
    expectDocumentedAnswer(wrong);
    expect(wrong.body).toEqual({ message: 'Invalid email or password', code: 'unauthorized' });
    const unknown = await stack
      .client()
      .post('/api/auth/login', { email: 'nobody@example.com', password: 'whatever' });
    expect(unknown.body.message).toBe('Invalid email or password');
    const ok = await stack
      .client()
      .post('/api/auth/login', { email: account.email.toUpperCase(), password: account.password });
    expect(ok.status).toBe(200);
    expectDocumentedAnswer(ok);
    expect(ok.body.username).toBe(account.username);
  });

  it('revokes the session on logout: the saved cookie replayed afterwards gets 401', async () => {
    const client = stack.client();
    await client.post('/api/auth/register', newAccount());
    const saved = client.cookieHeader;
    expect((await client.post('/api/auth/logout', {})).status).toBe(200);
    expect(client.cookieHeader).toBe(''); // the session and its hint are both cleared
    const replay = stack.client();
    replay.setCookieHeader(saved);
    const me = await replay.get('/api/auth/me');
    expect(me.status).toBe(401);
    // The same token as a Bearer header (the extension's way) is refused too.
    const token = replay.cookie('gems_session')!;
    expect((await stack.client().get('/api/auth/me', { authorization: `Bearer ${token}` })).status).toBe(401);
  });

  it('stops sign-in attempts on one account after 10 failures, from any address', async () => {
    const account = newAccount();
    await stack.client().post('/api/auth/register', account);
    for (let i = 0; i < 10; i++) {
      const wrong = await stack
        .client()
        .post('/api/auth/login', { email: account.email, password: `guess-${i}` });
      expect(wrong.status).toBe(401);
    }
    const blocked = await stack
      .client()
      .post('/api/auth/login', { email: account.email, password: account.password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Too many sign-in attempts for this account/);
    // Other accounts are not affected.
    const other = newAccount();
    await stack.client().post('/api/auth/register', other);
    expect(
      (await stack.client().post('/api/auth/login', { email: other.email, password: other.password })).status,
    ).toBe(200);
  });

  it('validates login input', async () => {
    const res = await stack.client().post('/api/auth/login', { email: 'a@b.co', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Password is required');
    const empty = await stack.client().post('/api/auth/login', {});
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password is required',
    });
  });
});

describe('hostile input', () => {
  it.each([
    ['malformed JSON', '{"email": "a@b.c",', 'Malformed JSON body'],
    ['an array', '[1,2,3]', undefined],
    ['wrong types', JSON.stringify({ email: 42, password: { $gt: '' } }), undefined],
    ['null', 'null', undefined],
  ])('answers %s with 400 {message}', async (_name, raw, message) => {
    const res = await stack.client().post('/api/auth/login', raw);
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
    if (message) expect(res.body.message).toBe(message);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers a non-JSON body with 415 and a huge one with 413', async () => {
    const text = await stack
      .client()
      .request('POST', '/api/auth/login', 'email=a', { 'content-type': 'text/plain' });
    expect(text.status).toBe(415);
    const huge = await stack
      .client()
      .post('/api/auth/login', { email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toMatch(/at most/);
  });

  it('ignores identity headers a client forges', async () => {
    const res = await stack.client().get('/api/auth/me', { 'x-user-id': '1', 'x-user-role': 'admin' });
    expect(res.status).toBe(401);
  });

  it.each([
    ['a search with a NUL', 'GET', '/api/users?search=%00', undefined],
    ['a username with a NUL', 'GET', '/api/users/%00', undefined],
    [
      'a wallet field with a NUL',
      'POST',
      '/api/auth/wallet-nonce',
      { walletAddress: 'a\u0000b', walletType: 'solana' },
    ],
    ['a login with a NUL', 'POST', '/api/auth/login', { email: 'a@b.co\u0000', password: 'secret1' }],
  ])('answers %s with 400, not a database error', async (_name, method, path, body) => {
    const res = await stack
      .client()
      .request(method, path, body === undefined ? undefined : JSON.stringify(body));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/invalid character/);
  });

  it('treats a malformed session cookie as no session', async () => {
    const client = stack.client();
    client.setCookieHeader('gems_session=%');
    const res = await client.get('/api/auth/me');
    expect(res.status).toBe(401);
  });

  it('answers 400, not 500, for a non-numeric id', async () => {
    const client = stack.client();
    await client.post('/api/auth/register', newAccount());
    const res = await client.put('/api/users/abc/profile', { bio: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid id');
  });
});
