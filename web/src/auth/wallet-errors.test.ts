import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../api/client';
import { walletFailure } from './wallet-errors';

const refusal = (body: unknown) => new ApiError(400, 'Bad Request', {}, body);

describe('walletFailure', () => {
  it('reads each nonce code as a sentence, even when the server sent only the code', () => {
    expect(walletFailure(refusal({ code: 'nonce_expired' }))).toBe(
      'This sign-in request has expired. Please try again.',
    );
    expect(walletFailure(refusal({ message: 'x', code: 'nonce_used' }))).toBe(
      'This sign-in request was already used. Please try again.',
    );
    expect(walletFailure(refusal({ message: 'x', code: 'nonce_invalid' }))).toBe(
      'This sign-in request is not valid for this wallet. Please try again.',
    );
  });

  it("keeps the server's or the wallet's own words otherwise", () => {
    expect(walletFailure(new ApiError(400, 'Invalid wallet address'))).toBe('Invalid wallet address');
    expect(walletFailure({ code: 4001, message: 'User rejected the request.' })).toBe(
      'User rejected the request.',
    );
    expect(walletFailure(undefined)).toBe('Failed to connect wallet');
  });
});
