import type { WalletType } from './wallet-signature.js';

export interface SignInRequest {
  /** The site's host (`gems.example`), which wallets compare with the page asking. */
  domain: string;
  address: string;
  uri: string;
  nonce: string;
  issuedAt: Date;
  expiresAt: Date;
}

const STATEMENT = 'Sign in to Gems. This request will not trigger a blockchain transaction or cost any fees.';

/**
 * The message a wallet signs, in the format wallets present as a sign-in request: EIP-4361
 * (Sign-In with Ethereum, chain 1) or Sign-In with Solana (mainnet). The address must be shown as
 * the wallet knows it: EIP-55 checksummed for Ethereum.
 */
export function signInMessage(type: WalletType, request: SignInRequest): string {
  const chain = type === 'ethereum' ? { name: 'Ethereum', id: '1' } : { name: 'Solana', id: 'mainnet' };
  return [
    `${request.domain} wants you to sign in with your ${chain.name} account:`,
    request.address,
    '',
    STATEMENT,
    '',
    `URI: ${request.uri}`,
    'Version: 1',
    `Chain ID: ${chain.id}`,
    `Nonce: ${request.nonce}`,
    `Issued At: ${request.issuedAt.toISOString()}`,
    `Expiration Time: ${request.expiresAt.toISOString()}`,
  ].join('\n');
}
