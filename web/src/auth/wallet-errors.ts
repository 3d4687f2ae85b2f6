import { ACCOUNT_MESSAGES } from '@gems/contracts';
import { errorMessage } from '../api/client';
import { refusalCode } from './refusal-code';

/** The wallet sign-in's nonce refusals (issue 32), in words even when the server sends a code only. */
const NONCE_CODES: Record<string, string> = {
  nonce_used: ACCOUNT_MESSAGES.nonceUsed,
  nonce_invalid: ACCOUNT_MESSAGES.nonceInvalid,
  nonce_expired: ACCOUNT_MESSAGES.nonceExpired,
};

/** Why a wallet sign-in failed, for the toast. */
export function walletFailure(err: unknown): string {
  const code = refusalCode(err);
  if (code && Object.hasOwn(NONCE_CODES, code)) return NONCE_CODES[code]!;
  return errorMessage(err, 'Failed to connect wallet');
}
