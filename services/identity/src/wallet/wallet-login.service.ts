import { randomBytes } from 'node:crypto';
import { badRequest, HttpError, unauthorized } from '@gems/platform/errors';
import { ACCOUNT_MESSAGES, MESSAGES, type WalletLogin, type WalletNonce } from '@gems/contracts';
import type { AccountsService, SignedIn } from '../users/accounts.service.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { WalletNoncesRepository } from './wallet-nonces.repository.js';
import { verifyWalletSignature, type WalletType } from './wallet-signature.js';
import { displayWalletAddress, walletKey } from './wallet-address.js';
import { signInMessage } from './sign-in-message.js';

const NONCE_TTL_MS = 5 * 60_000;

const NONCE_ERRORS = {
  used: new HttpError(400, ACCOUNT_MESSAGES.nonceUsed, 'nonce_used'),
  invalid: new HttpError(400, ACCOUNT_MESSAGES.nonceInvalid, 'nonce_invalid'),
  expired: new HttpError(400, ACCOUNT_MESSAGES.nonceExpired, 'nonce_expired'),
};

/**
 * Wallet sign-in with proof of ownership: the client asks for a one-time EIP-4361 / Sign-In with
 * Solana message, the wallet signs it, and only a valid signature over an unused, unexpired nonce
 * issued to that wallet signs the user in. An Ethereum address is one account whatever its case.
 */
export class WalletLoginService {
  constructor(
    private readonly nonces: WalletNoncesRepository,
    private readonly users: UsersRepository,
    private readonly accounts: AccountsService,
    private readonly siteOrigin: string,
  ) {}

  async nonce(walletAddress: string, walletType: WalletType): Promise<WalletNonce> {
    const key = keyOf(walletType, walletAddress);
    const nonce = randomBytes(16).toString('hex');
    const issuedAt = new Date();
    const expiresAt = new Date(issuedAt.getTime() + NONCE_TTL_MS);
    const message = signInMessage(walletType, {
      domain: new URL(this.siteOrigin).host,
      address: displayWalletAddress(walletType, key)!,
      uri: this.siteOrigin,
      nonce,
      issuedAt,
      expiresAt,
    });
    await this.nonces.create({ nonce, walletAddress: key, walletType, message, expiresAt });
    return { nonce, message, expiresAt: expiresAt.toISOString() };
  }

  async login(input: WalletLogin, userAgent?: string): Promise<SignedIn & { isNewUser: boolean }> {
    const key = keyOf(input.walletType, input.walletAddress);
    const issued = await this.nonces.consume(input.nonce, key, input.walletType);
    if (issued.status !== 'ok') throw NONCE_ERRORS[issued.status];
    if (!verifyWalletSignature(input.walletType, key, issued.message, input.signature)) {
      throw unauthorized('The wallet signature is not valid');
    }
    const existing = await this.users.findByWallet(key);
    if (existing) {
      if (existing.status !== 'active') throw unauthorized('This account is suspended');
      return { ...(await this.accounts.signIn(existing, userAgent)), isNewUser: false };
    }

    const row = await this.accounts.createUser({
      username: await this.freeUsername(key),
      walletAddress: key,
      walletType: input.walletType,
      walletConnected: true,
      privyUserId: input.privyUserId ?? null,
    });
    return { ...(await this.accounts.signIn(row, userAgent)), isNewUser: true };
  }

  /** `wallet_<first 6 characters>`, with a suffix when taken. */
  private async freeUsername(address: string): Promise<string> {
    const base = `wallet_${address.replace(/^0x/, '').slice(0, 6).toLowerCase()}`;
    for (let i = 0; i < 20; i++) {
      const candidate = i === 0 ? base : `${base}_${randomBytes(2).toString('hex')}`;
      if (!(await this.users.usernameTaken(candidate))) return candidate;
    }
    return `${base}_${randomBytes(6).toString('hex')}`;
  }
}

function keyOf(type: WalletType, address: string): string {
  const key = walletKey(type, address);
  if (!key) throw badRequest(MESSAGES.walletAddress, { walletAddress: MESSAGES.walletAddress });
  return key;
}
