import { createPublicKey, verify } from 'node:crypto';
import bs58 from 'bs58';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import type { z } from 'zod';
import type { zWalletType } from '@gems/contracts';

export type WalletType = z.infer<typeof zWalletType>;

/** True when `signature` proves the holder of `address` signed exactly `message`. Never throws. */
export function verifyWalletSignature(
  type: WalletType,
  address: string,
  message: string,
  signature: string,
): boolean {
  try {
    return type === 'solana'
      ? verifySolana(address, message, signature)
      : verifyEthereum(address, message, signature);
  } catch {
    return false;
  }
}

/** Solana: ed25519 over the message bytes; the address is the base58 public key. */
function verifySolana(address: string, message: string, signature: string): boolean {
  const publicKey = bs58.decode(address);
  const sig = decodeSolanaSignature(signature);
  if (publicKey.length !== 32 || sig.length !== 64) return false;
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') },
    format: 'jwk',
  });
  return verify(null, Buffer.from(message, 'utf8'), key, sig);
}

function decodeSolanaSignature(signature: string): Uint8Array {
  try {
    return bs58.decode(signature);
  } catch {
    return Buffer.from(signature, 'base64');
  }
}

/** Ethereum personal_sign: recover the signer from the EIP-191 hash and compare addresses. */
function verifyEthereum(address: string, message: string, signature: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address) || !/^0x[0-9a-fA-F]{130}$/.test(signature)) return false;
  const bytes = Buffer.from(signature.slice(2), 'hex');
  const v = bytes[64]!;
  const recovery = v >= 27 ? v - 27 : v;
  if (recovery !== 0 && recovery !== 1) return false;
  const recovered = Buffer.concat([Buffer.from([recovery]), bytes.subarray(0, 64)]);
  const compressed = secp256k1.recoverPublicKey(recovered, personalMessageHash(message), { prehash: false });
  return ethereumAddress(secp256k1.Point.fromBytes(compressed).toBytes(false)) === address.toLowerCase();
}

export function personalMessageHash(message: string): Uint8Array {
  const body = Buffer.from(message, 'utf8');
  return keccak_256(
    Buffer.concat([Buffer.from(`\x19Ethereum Signed Message:\n${body.length}`, 'utf8'), body]),
  );
}

/** The lower-case 0x address of an uncompressed secp256k1 public key (65 bytes, 0x04 prefix). */
export function ethereumAddress(uncompressedPublicKey: Uint8Array): string {
  return `0x${Buffer.from(keccak_256(uncompressedPublicKey.subarray(1)).subarray(-20)).toString('hex')}`;
}
