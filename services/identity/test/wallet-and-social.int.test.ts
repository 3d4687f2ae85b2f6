import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import bs58 from 'bs58';
import { Wallet } from 'ethers';
import { SiweMessage } from 'siwe';
import pg from 'pg';
import { stopTestDatabase } from '@gems/testkit';
import { startTestStack, type TestStack } from '@gems/test-stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
  await stopTestDatabase();
});

function solanaWallet() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const address = bs58.encode(Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url'));
  return { address, privateKey };
}
const signWith = (key: KeyObject, message: string) => bs58.encode(sign(null, Buffer.from(message), key));

describe('wallet sign-in', () => {
  it('signs a wallet in only with a valid signature over a fresh one-time message', async () => {
    const wallet = solanaWallet();
    const client = stack.client();
    const { body: challenge } = await client.post('/api/auth/wallet-nonce', {
      walletAddress: wallet.address,
      walletType: 'solana',
    });
    expect(challenge.message).toContain(wallet.address);
    expect(challenge.message).toContain(challenge.nonce);

    const first = await client.post('/api/auth/wallet-login', {
      walletAddress: wallet.address,
      walletType: 'solana',
      nonce: challenge.nonce,
      signature: signWith(wallet.privateKey, challenge.message),
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ isNewUser: true, username: expect.stringMatching(/^wallet_/) });
    const me = await client.get('/api/auth/me');
    expect(me.body).toMatchObject({
      walletAddress: wallet.address,
      walletType: 'solana',
      walletConnected: true,
      email: null,
    });

    // The same nonce cannot be replayed.
    const replay = await stack.client().post('/api/auth/wallet-login', {
      walletAddress: wallet.address,
      walletType: 'solana',
      nonce: challenge.nonce,
      signature: signWith(wallet.privateKey, challenge.message),
    });
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({
      message: 'This sign-in request was already used. Please try again.',
      code: 'nonce_used',
    });

    const again = await stack
      .client()
      .post('/api/auth/wallet-nonce', { walletAddress: wallet.address, walletType: 'solana' });
    const second = await stack.client().post('/api/auth/wallet-login', {
      walletAddress: wallet.address,
      walletType: 'solana',
      nonce: again.body.nonce,
      signature: signWith(wallet.privateKey, again.body.message),
    });
    expect(second.body).toEqual({ isNewUser: false, username: first.body.username });
  });

  it('refuses a signature by another key: nobody signs in as an address they do not hold', async () => {
    const victim = solanaWallet();
    const attacker = solanaWallet();
    const { body: challenge } = await stack
      .client()
      .post('/api/auth/wallet-nonce', { walletAddress: victim.address, walletType: 'solana' });
    const res = await stack.client().post('/api/auth/wallet-login', {
      walletAddress: victim.address,
      walletType: 'solana',
      nonce: challenge.nonce,
      signature: signWith(attacker.privateKey, challenge.message),
    });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('The wallet signature is not valid');
  });

  it('signs an Ethereum key into one account whatever case its address is sent in (EIP-4361 message)', async () => {
    const wallet = Wallet.createRandom();
    const signIn = async (address: string) => {
      const client = stack.client();
      const { body: challenge } = await client.post('/api/auth/wallet-nonce', {
        walletAddress: address,
        walletType: 'ethereum',
      });
      // The reference parser reads it, with the checksummed address wallets show.
      const parsed = new SiweMessage(challenge.message);
      expect(parsed).toMatchObject({
        address: wallet.address,
        chainId: 1,
        nonce: challenge.nonce,
        version: '1',
      });
      const res = await client.post('/api/auth/wallet-login', {
        walletAddress: address,
        walletType: 'ethereum',
        nonce: challenge.nonce,
        signature: await wallet.signMessage(challenge.message),
      });
      expect(res.status).toBe(200);
      return { res, client };
    };
    const first = await signIn(wallet.address);
    const lower = await signIn(wallet.address.toLowerCase());
    expect(first.res.body.isNewUser).toBe(true);
    expect(lower.res.body).toEqual({ isNewUser: false, username: first.res.body.username });
    expect((await lower.client.get('/api/auth/me')).body.walletAddress).toBe(wallet.address);
  });

  it("refuses another wallet's nonce and a made-up one as not valid for this wallet", async () => {
    const victim = solanaWallet();
    const attacker = solanaWallet();
    const { body: challenge } = await stack
      .client()
      .post('/api/auth/wallet-nonce', { walletAddress: victim.address, walletType: 'solana' });
    const foreign = await stack.client().post('/api/auth/wallet-login', {
      walletAddress: attacker.address,
      walletType: 'solana',
      nonce: challenge.nonce,
      signature: signWith(attacker.privateKey, challenge.message),
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual({
      message: 'This sign-in request is not valid for this wallet. Please try again.',
      code: 'nonce_invalid',
    });
    const madeUp = await stack.client().post('/api/auth/wallet-login', {
      walletAddress: victim.address,
      walletType: 'solana',
      nonce: 'f'.repeat(32),
      signature: signWith(victim.privateKey, challenge.message),
    });
    expect(madeUp.body.code).toBe('nonce_invalid');
    // The victim's own nonce still works: a foreign attempt does not burn it.
    const own = await stack.client().post('/api/auth/wallet-login', {
      walletAddress: victim.address,
      walletType: 'solana',
      nonce: challenge.nonce,
      signature: signWith(victim.privateKey, challenge.message),
    });
    expect(own.status).toBe(200);
  });

  it('says so when the sign-in request expired', async () => {
    const wallet = solanaWallet();
    const { body: challenge } = await stack
      .client()
      .post('/api/auth/wallet-nonce', { walletAddress: wallet.address, walletType: 'solana' });
    // Five minutes pass.
    const db = new pg.Client({ connectionString: stack.env.DATABASE_URL });
    await db.connect();
    await db.query(
      `UPDATE "${stack.env.DB_SCHEMA}".wallet_nonces SET expires_at = now() - interval '1 second' WHERE nonce = $1`,
      [challenge.nonce],
    );
    await db.end();
    const res = await stack.client().post('/api/auth/wallet-login', {
      walletAddress: wallet.address,
      walletType: 'solana',
      nonce: challenge.nonce,
      signature: signWith(wallet.privateKey, challenge.message),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'This sign-in request has expired. Please try again.',
      code: 'nonce_expired',
    });
  });

  it('gives the Solana wallet a Sign-In with Solana message', async () => {
    const wallet = solanaWallet();
    const { body } = await stack
      .client()
      .post('/api/auth/wallet-nonce', { walletAddress: wallet.address, walletType: 'solana' });
    const lines = body.message.split('\n');
    expect(lines[0]).toMatch(/ wants you to sign in with your Solana account:$/);
    expect(lines[1]).toBe(wallet.address);
    expect(lines).toContain('Version: 1');
    expect(lines).toContain('Chain ID: mainnet');
    expect(lines).toContain(`Nonce: ${body.nonce}`);
    expect(lines.some((l: string) => l.startsWith('Issued At: '))).toBe(true);
    expect(lines).toContain(`Expiration Time: ${body.expiresAt}`);
  });

  it('lets a wallet-only account delete itself by typing its username', async () => {
    const wallet = solanaWallet();
    const client = stack.client();
    const { body: challenge } = await client.post('/api/auth/wallet-nonce', {
      walletAddress: wallet.address,
      walletType: 'solana',
    });
    const { body } = await client.post('/api/auth/wallet-login', {
      walletAddress: wallet.address,
      walletType: 'solana',
      nonce: challenge.nonce,
      signature: signWith(wallet.privateKey, challenge.message),
    });
    const wrong = await client.delete('/api/auth/me', { confirmUsername: 'someone_else' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Type your username exactly to confirm');
    expect((await client.delete('/api/auth/me', { confirmUsername: body.username })).status).toBe(204);
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });

  it('validates the spec payload', async () => {
    const short = await stack
      .client()
      .post('/api/auth/wallet-nonce', { walletAddress: 'abc', walletType: 'solana' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Invalid wallet address');
    const type = await stack
      .client()
      .post('/api/auth/wallet-nonce', { walletAddress: 'x'.repeat(40), walletType: 'bitcoin' });
    expect(type.status).toBe(400);
    expect(type.body.message).toBe('walletType must be solana or ethereum');
  });
});

describe('social sign-in', () => {
  it('sends the visitor back to /login with a notice when no provider is configured', async () => {
    const res = await stack.client().get('/api/login');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login?notice=social-not-configured');
  });
});
