import type { Page } from '@playwright/test';
import bs58 from 'bs58';
import nacl from 'tweetnacl';

/**
 * A Solana wallet for the journeys: a real ed25519 key (tweetnacl) behind the part of Phantom's
 * injected provider the app uses (web/src/auth/phantom-wallet.ts). The page asks it to sign; the
 * key stays in the test, which keeps every message it signed.
 */
export async function installWallet(page: Page) {
  const keys = nacl.sign.keyPair();
  const address = bs58.encode(keys.publicKey);
  const signed: string[] = [];
  await page.exposeFunction('e2eWalletSign', (bytes: number[]) => {
    const message = Uint8Array.from(bytes);
    signed.push(new TextDecoder().decode(message));
    return Array.from(nacl.sign.detached(message, keys.secretKey));
  });
  await page.addInitScript((publicKey: string) => {
    const sign = (globalThis as unknown as { e2eWalletSign: (b: number[]) => Promise<number[]> })
      .e2eWalletSign;
    (globalThis as unknown as { phantom: unknown }).phantom = {
      solana: {
        isPhantom: true,
        connect: async () => ({ publicKey: { toString: () => publicKey } }),
        signMessage: async (message: Uint8Array) => ({
          signature: Uint8Array.from(await sign(Array.from(message))),
        }),
      },
    };
  }, address);
  return { address, signed };
}
