import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestClient } from '@gems/testkit';
import { stopTestDatabase } from '@gems/testkit';
import { newAccount, startTestStack, type TestStack } from '@gems/test-stack';
import { startOidcProvider, type OidcTestProvider } from './support/oidc-provider.js';

const ORIGIN = 'http://gems.test';
let stack: TestStack;
let provider: OidcTestProvider;
beforeAll(async () => {
  provider = await startOidcProvider(`${ORIGIN}/api/login/callback`);
  stack = await startTestStack({
    PUBLIC_ORIGIN: ORIGIN,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: 'gems',
    OIDC_CLIENT_SECRET: 'gems-secret',
  });
});
afterAll(async () => {
  await stack?.stop();
  await provider?.close();
  await stopTestDatabase();
});

let counter = 0;
function providerAccount(profile: Parameters<OidcTestProvider['accounts']['set']>[1]) {
  const id = `acct-${Date.now()}-${counter++}`;
  provider.accounts.set(id, profile);
  return id;
}

/** The whole round trip in one browser: start at /api/login, sign in at the provider, come back. */
async function roundTrip(browser: TestClient, as: string, start = '/api/login') {
  const started = await browser.get(start);
  expect(started.status).toBe(302);
  const callback = await provider.authorize(started.headers.get('location')!, as);
  const done = await browser.get(callback.pathname + callback.search);
  expect(done.status).toBe(302);
  return done.headers.get('location');
}

describe('social sign-in with a real OpenID Connect provider', () => {
  it('makes a new account from the userinfo endpoint, with a readable username and a verified e-mail', async () => {
    const email = `dmitriy_${Date.now()}@example.com`;
    const id = providerAccount({ email, email_verified: true, name: 'Дмитрий Ковалёв' });
    const browser = stack.client();
    const started = await browser.get('/api/login');
    expect(started.headers.getSetCookie().join()).toMatch(/gems_oidc_state=.+HttpOnly/i);
    expect(started.headers.getSetCookie().join()).toMatch(/SameSite=Lax/i);
    const callback = await provider.authorize(started.headers.get('location')!, id);
    const done = await browser.get(callback.pathname + callback.search);
    expect(done.headers.get('location')).toBe('/');
    const me = await browser.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email, emailVerified: true, socialConnected: true, hasPassword: false });
    expect(me.body.username).toMatch(/^Dmitriy\.Kovalev(_[0-9a-f]{4})?$/);

    // The same provider identity signs in to the same account next time.
    const again = stack.client();
    expect(await roundTrip(again, id)).toBe('/');
    expect((await again.get('/api/auth/me')).body.id).toBe(me.body.id);
  });

  it('never enters a password account through a verified provider e-mail', async () => {
    const victim = newAccount();
    const victimClient = stack.client();
    await victimClient.post('/api/auth/register', victim);
    const attacker = providerAccount({ email: victim.email, email_verified: true, name: 'Attacker' });
    const browser = stack.client();
    expect(await roundTrip(browser, attacker)).toBe('/login?notice=social-email-taken');
    expect(browser.cookie('gems_session')).toBeUndefined();
    expect((await victimClient.get('/api/auth/me')).body.socialConnected).toBe(false);
  });

  it("never lands the address's real owner in an account someone registered with it first", async () => {
    const squatter = stack.client();
    const squatted = newAccount();
    await squatter.post('/api/auth/register', squatted);
    const owner = providerAccount({ email: squatted.email, email_verified: true, name: 'Owner' });
    const browser = stack.client();
    expect(await roundTrip(browser, owner)).toBe('/login?notice=social-email-taken');
    expect(browser.cookie('gems_session')).toBeUndefined();
  });

  it('keeps an unverified provider e-mail off the new account when someone uses it', async () => {
    const holder = newAccount();
    await stack.client().post('/api/auth/register', holder);
    const id = providerAccount({ email: holder.email, email_verified: false, name: 'Someone' });
    const browser = stack.client();
    expect(await roundTrip(browser, id)).toBe('/');
    expect((await browser.get('/api/auth/me')).body).toMatchObject({ email: null, emailVerified: false });
  });

  it('refuses a callback URL started in another browser (login CSRF)', async () => {
    const id = providerAccount({
      email: `csrf_${Date.now()}@example.com`,
      email_verified: true,
      name: 'Mallory',
    });
    const attackerBrowser = stack.client();
    const started = await attackerBrowser.get('/api/login');
    const callback = await provider.authorize(started.headers.get('location')!, id);

    const victimBrowser = stack.client();
    await victimBrowser.get('/api/login'); // the victim's own, different state cookie
    const landed = await victimBrowser.get(callback.pathname + callback.search);
    expect(landed.headers.get('location')).toBe('/login?notice=social-expired');
    expect(victimBrowser.cookie('gems_session')).toBeUndefined();
    const noCookie = stack.client();
    const again = await noCookie.get(callback.pathname + callback.search);
    expect(again.headers.get('location')).toBe('/login?notice=social-expired');
  });

  it('says the sign-in was cancelled when the person cancels at the provider', async () => {
    expect(await roundTrip(stack.client(), 'deny')).toBe('/login?notice=social-cancelled');
  });

  it('says the sign-in failed for any other provider error, in the browser that started it', async () => {
    const browser = stack.client();
    const started = await browser.get('/api/login');
    const state = new URL(started.headers.get('location')!).searchParams.get('state')!;
    const res = await browser.get(`/api/login/callback?error=server_error&state=${state}`);
    expect(res.headers.get('location')).toBe('/login?notice=social-failed');
    // The state is spent: the same answer again is an expired state.
    const again = await browser.get(`/api/login/callback?error=server_error&state=${state}`);
    expect(again.headers.get('location')).toBe('/login?notice=social-expired');
  });

  it('says the state expired for a made-up or reused state', async () => {
    const res = await stack.client().get('/api/login/callback?code=x&state=made-up');
    expect(res.headers.get('location')).toBe('/login?notice=social-expired');
  });

  it('connects a provider from Settings, signs in with it, and disconnects it while a password remains', async () => {
    const account = newAccount();
    const browser = stack.client();
    await browser.post('/api/auth/register', account);
    const id = providerAccount({
      email: `other_${Date.now()}@example.com`,
      email_verified: true,
      name: 'Me',
    });
    expect(await roundTrip(browser, id, '/api/login?connect=1')).toBe('/settings?notice=social-connected');
    expect((await browser.get('/api/auth/me')).body.socialConnected).toBe(true);

    const elsewhere = stack.client();
    expect(await roundTrip(elsewhere, id)).toBe('/');
    expect((await elsewhere.get('/api/auth/me')).body.username).toBe(account.username);

    const off = await browser.delete('/api/auth/social');
    expect(off.status).toBe(200);
    expect(off.body.user.socialConnected).toBe(false);

    // Someone else cannot connect a provider identity that is already another account's.
    const other = stack.client();
    await other.post('/api/auth/register', newAccount());
    const taken = providerAccount({ name: 'Taken' });
    expect(await roundTrip(stack.client(), taken)).toBe('/');
    expect(await roundTrip(other, taken, '/api/login?connect=1')).toBe('/settings?notice=social-in-use');
  });

  it("refuses to disconnect a social-only account's only way to sign in", async () => {
    const id = providerAccount({ name: 'Only Social' });
    const browser = stack.client();
    expect(await roundTrip(browser, id)).toBe('/');
    const off = await browser.delete('/api/auth/social');
    expect(off.status).toBe(409);
    expect(off.body.message).toBe('Add a password or a wallet before disconnecting your only way to sign in');
  });
});
