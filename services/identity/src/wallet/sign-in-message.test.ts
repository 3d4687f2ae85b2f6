import { describe, expect, it } from '@jest/globals';
import { SiweMessage } from 'siwe';
import { Wallet } from 'ethers';
import { signInMessage } from './sign-in-message.js';

const request = (address: string) => ({
  domain: 'gems.example',
  address,
  uri: 'https://gems.example',
  nonce: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
  issuedAt: new Date('2026-11-26T20:00:00.000Z'),
  expiresAt: new Date('2026-11-26T20:05:00.000Z'),
});

describe('signInMessage', () => {
  it('is an EIP-4361 message the reference parser (siwe) reads field by field, and verifies', async () => {
    const wallet = Wallet.createRandom();
    const text = signInMessage('ethereum', request(wallet.address));
    const parsed = new SiweMessage(text);
    expect(parsed).toMatchObject({
      domain: 'gems.example',
      address: wallet.address,
      uri: 'https://gems.example',
      version: '1',
      chainId: 1,
      nonce: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
      issuedAt: '2026-11-26T20:00:00.000Z',
      expirationTime: '2026-11-26T20:05:00.000Z',
    });
    expect(parsed.statement).toMatch(/^Sign in to Gems\./);
    const signature = await wallet.signMessage(text);
    const checked = await parsed.verify(
      { signature, domain: 'gems.example', nonce: parsed.nonce, time: '2026-11-26T20:01:00.000Z' },
      { suppressExceptions: true },
    );
    expect(checked.success).toBe(true);
  });

  it('follows the Sign-In with Solana text format', () => {
    const text = signInMessage('solana', request('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'));
    expect(text.split('\n')).toEqual([
      'gems.example wants you to sign in with your Solana account:',
      '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
      '',
      'Sign in to Gems. This request will not trigger a blockchain transaction or cost any fees.',
      '',
      'URI: https://gems.example',
      'Version: 1',
      'Chain ID: mainnet',
      'Nonce: a1b2c3d4e5f60718293a4b5c6d7e8f90',
      'Issued At: 2026-11-26T20:00:00.000Z',
      'Expiration Time: 2026-11-26T20:05:00.000Z',
    ]);
  });
});
