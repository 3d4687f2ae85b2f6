import bs58 from 'bs58';

/** The part of Phantom's injected Solana provider the sign-in uses. */
export interface PhantomProvider {
  isPhantom?: boolean;
  connect: () => Promise<{ publicKey: { toString: () => string } }>;
  signMessage: (message: Uint8Array, display?: 'utf8' | 'hex') => Promise<{ signature: Uint8Array }>;
}

declare global {
  interface Window {
    phantom?: { solana?: PhantomProvider };
    solana?: PhantomProvider;
  }
}

export const PHANTOM_SITE = 'https://phantom.app/';

export function findPhantom(win: Window = window): PhantomProvider | null {
  if (win.phantom?.solana) return win.phantom.solana;
  if (win.solana?.isPhantom) return win.solana;
  return null;
}

export async function connectPhantom(provider: PhantomProvider): Promise<string> {
  const { publicKey } = await provider.connect();
  return publicKey.toString();
}

/** Signs the server's one-time message; the server expects the signature bytes in base58. */
export async function signWithPhantom(provider: PhantomProvider, message: string): Promise<string> {
  const { signature } = await provider.signMessage(new TextEncoder().encode(message), 'utf8');
  return bs58.encode(signature);
}
