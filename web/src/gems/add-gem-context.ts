import { createContext, useContext } from 'react';

export interface AddGemLauncher {
  /** Opens Add a New Gem (the signup prompt for a guest), optionally starting from a link. */
  openAddGem: (url?: string) => void;
}

export const AddGemContext = createContext<AddGemLauncher | null>(null);

export function useAddGem(): AddGemLauncher {
  const launcher = useContext(AddGemContext);
  if (!launcher) throw new Error('useAddGem needs an AddGemProvider above it');
  return launcher;
}
