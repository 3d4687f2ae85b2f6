import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../feedback/use-toast';
import { ME_QUERY_KEY, walletLoginRequest, walletNonceRequest } from './auth-api';
import { PHANTOM_SITE, connectPhantom, findPhantom, signWithPhantom } from './phantom-wallet';
import { walletFailure } from './wallet-errors';

/** Spec 01 §2/§8 wallet connect (Solana via Phantom), with the server's one-time nonce. */
export function useWalletLogin() {
  const [connecting, setConnecting] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();

  async function connect(): Promise<void> {
    const provider = findPhantom();
    if (!provider) {
      toast.error('Wallet not found', 'Please install Phantom wallet to continue');
      window.open(PHANTOM_SITE, '_blank', 'noopener,noreferrer');
      return;
    }
    setConnecting(true);
    try {
      const walletAddress = await connectPhantom(provider);
      // The server builds the whole Sign-In with Solana message; it is signed exactly as sent, so
      // the wallet shows it as a sign-in request for this site.
      const { nonce, message } = await walletNonceRequest(walletAddress, 'solana');
      const signature = await signWithPhantom(provider, message);
      const answer = await walletLoginRequest({ walletAddress, walletType: 'solana', nonce, signature });
      toast.success(
        'Wallet connected!',
        answer.isNewUser ? `Welcome, ${answer.username}!` : 'Successfully logged in',
      );
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      navigate('/');
    } catch (err) {
      toast.error('Connection failed', walletFailure(err));
    } finally {
      setConnecting(false);
    }
  }

  return { connect, connecting };
}
