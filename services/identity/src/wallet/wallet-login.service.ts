import { randomBytes } from 'node:crypto';
import { unauthorized } from '@gems/platform/errors';
import type { WalletLogin, WalletNonce } from '@gems/contracts';
import type { AccountsService, SignedIn } from '../users/accounts.service.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { WalletNoncesRepository } from './wallet-nonces.repository.js';
import { verifyWalletSignature, type WalletType } from './wallet-signature.js';

const NONCE_TTL_MS = 5 * 60_000;

/**
 * Wallet sign-in with proof of ownership: the client asks for a one-time message, the wallet
 * signs it, and only a valid signature over an unused, unexpired nonce signs the user in.
 */
export class WalletLoginService {
  constructor(
    private readonly nonces: WalletNoncesRepository,
    private readonly users: UsersRepository,
    private readonly accounts: AccountsService,
    private readonly siteOrigin: string,
  ) {}

  async nonce(walletAddress: string, walletType: WalletType): Promise<WalletNonce> {
    const nonce = randomBytes(16).toString('hex');
    const expiresAt = new Date(Date.now() + NONCE_TTL_MS);
    const host = new URL(this.siteOrigin).host;
    const message = [
      `${host} wants you to sign in to Gems with your ${walletType === 'solana' ? 'Solana' : 'Ethereum'} account:`,
      walletAddress,
      '',
      'This request will not trigger a blockchain transaction or cost any fees.',
      '',
      `URI: ${this.siteOrigin}`,
      `Nonce: ${nonce}`,
      `Expiration Time: ${expiresAt.toISOString()}`,
    ].join('\n');
    await this.nonces.create({ nonce, walletAddress, walletType, message, expiresAt });
    return { nonce, message, expiresAt: expiresAt.toISOString() };
  }

  async login(input: WalletLogin, userAgent?: string): Promise<SignedIn & { isNewUser: boolean }> {
    const issued = await this.nonces.consume(input.nonce, input.walletAddress, input.walletType);
    if (!issued) throw unauthorized('This sign-in request has expired. Please try again.');
    if (!verifyWalletSignature(input.walletType, input.walletAddress, issued.message, input.signature)) {
      throw unauthorized('The wallet signature is not valid');
    }
    const existing = await this.users.findByWallet(input.walletAddress);
    if (existing) return { ...(await this.accounts.signIn(existing, userAgent)), isNewUser: false };

    const row = await this.accounts.createUser({
      username: await this.freeUsername(input.walletAddress),
      walletAddress: input.walletAddress,
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
