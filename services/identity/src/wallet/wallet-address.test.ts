import { describe, expect, it } from '@jest/globals';
import { getAddress, Wallet } from 'ethers';
import { displayWalletAddress, toChecksumAddress, walletKey } from './wallet-address.js';

describe('wallet addresses', () => {
  it('shows Ethereum addresses exactly as ethers getAddress checksums them (EIP-55)', () => {
    for (let i = 0; i < 20; i++) {
      const address = Wallet.createRandom().address;
      expect(toChecksumAddress(address.toLowerCase())).toBe(getAddress(address.toLowerCase()));
    }
    // The EIP-55 specification's own example.
    expect(toChecksumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    );
  });

  it('keys an Ethereum address lower-case whatever case it came in, and refuses non-addresses', () => {
    const address = Wallet.createRandom().address;
    expect(walletKey('ethereum', address)).toBe(address.toLowerCase());
    expect(walletKey('ethereum', address.toLowerCase())).toBe(address.toLowerCase());
    expect(walletKey('ethereum', 'x'.repeat(42))).toBeNull();
    expect(walletKey('solana', '0OIl'.repeat(10))).toBeNull();
    expect(displayWalletAddress('ethereum', address.toLowerCase())).toBe(address);
    expect(displayWalletAddress('solana', 'abc')).toBe('abc');
  });
});
