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

/** The attribute marking a control that opens Add Gem: reaching for it starts loading the dialog. */
export const ADD_GEM_INTENT = 'data-add-gem';
/** Spread on a control that opens Add Gem (AddGemProvider loads the dialog on intent). */
export const addGemIntent = { [ADD_GEM_INTENT]: '' } as const;
