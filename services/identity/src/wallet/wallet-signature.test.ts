import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import bs58 from 'bs58';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ethereumAddress, personalMessageHash, verifyWalletSignature } from './wallet-signature.js';

function solanaWallet() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url');
  return {
    address: bs58.encode(raw),
    sign: (m: string) => bs58.encode(sign(null, Buffer.from(m), privateKey)),
  };
}

function ethereumWallet() {
  const secret = secp256k1.utils.randomSecretKey();
  const address = ethereumAddress(secp256k1.getPublicKey(secret, false));
  return {
    address,
    sign(message: string) {
      const sig = secp256k1.sign(personalMessageHash(message), secret, {
        prehash: false,
        format: 'recovered',
      });
      // noble puts the recovery byte first; Ethereum wallets put v = 27 + recovery last.
      return `0x${Buffer.from(sig.subarray(1)).toString('hex')}${(27 + sig[0]!).toString(16)}`;
    },
  };
}

describe('verifyWalletSignature', () => {
  const message = 'Sign in to Gems\nNonce: abc';

  it('accepts a Solana ed25519 signature by the address owner', () => {
    const wallet = solanaWallet();
    expect(verifyWalletSignature('solana', wallet.address, message, wallet.sign(message))).toBe(true);
  });

  it('refuses a Solana signature of another message or by another key', () => {
    const wallet = solanaWallet();
    const other = solanaWallet();
    expect(verifyWalletSignature('solana', wallet.address, message, wallet.sign('other'))).toBe(false);
    expect(verifyWalletSignature('solana', wallet.address, message, other.sign(message))).toBe(false);
    expect(verifyWalletSignature('solana', wallet.address, message, 'not-base58-!!')).toBe(false);
  });

  it('accepts an Ethereum personal_sign signature, with checksummed or lower-case address', () => {
    const wallet = ethereumWallet();
    const signature = wallet.sign(message);
    expect(verifyWalletSignature('ethereum', wallet.address, message, signature)).toBe(true);
    expect(
      verifyWalletSignature('ethereum', wallet.address.toUpperCase().replace('0X', '0x'), message, signature),
    ).toBe(true);
  });

  it('refuses an Ethereum signature by someone else or over another message', () => {
    const wallet = ethereumWallet();
    const other = ethereumWallet();
    expect(verifyWalletSignature('ethereum', wallet.address, message, other.sign(message))).toBe(false);
    expect(verifyWalletSignature('ethereum', wallet.address, message, wallet.sign('x'))).toBe(false);
    expect(verifyWalletSignature('ethereum', wallet.address, message, '0x1234')).toBe(false);
  });
});
