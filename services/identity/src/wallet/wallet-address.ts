import bs58 from 'bs58';
import { keccak_256 } from '@noble/hashes/sha3.js';
import type { WalletType } from './wallet-signature.js';

const ETHEREUM = /^0x[0-9a-fA-F]{40}$/;

/**
 * The key an address is stored and looked up by: Ethereum lower-case (the case is only a
 * checksum, so one key is one account whatever case a wallet sends), Solana as given (base58 is
 * case-sensitive). Null when the address is not one of its type.
 */
export function walletKey(type: WalletType, address: string): string | null {
  if (type === 'ethereum') return ETHEREUM.test(address) ? address.toLowerCase() : null;
  try {
    return bs58.decode(address).length === 32 ? address : null;
  } catch {
    return null;
  }
}

/** How an address is shown: Ethereum in its EIP-55 mixed-case checksum form. */
export function displayWalletAddress(type: string | null, address: string | null): string | null {
  if (!address || type !== 'ethereum' || !ETHEREUM.test(address)) return address;
  return toChecksumAddress(address);
}

/** EIP-55: each hex letter upper-cased where the keccak-256 of the lower-case address has a nibble ≥ 8. */
export function toChecksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = Buffer.from(keccak_256(Buffer.from(hex, 'ascii'))).toString('hex');
  let out = '0x';
  for (let i = 0; i < 40; i++) out += parseInt(hash[i]!, 16) >= 8 ? hex[i]!.toUpperCase() : hex[i]!;
  return out;
}
