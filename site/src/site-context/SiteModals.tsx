import { createContext, useContext } from 'react';

export interface SiteModals {
  openLead: () => void;
  openTrustedAdvisor: () => void;
  openExecutiveTraining: () => void;
}

// The provider renders the dialogs, so it lives with them (components/SiteModalsProvider.tsx).
export const SiteModalsContext = createContext<SiteModals | null>(null);

export function useSiteModals(): SiteModals {
  const modals = useContext(SiteModalsContext);
  if (!modals) throw new Error('useSiteModals needs SiteModalsProvider');
  return modals;
}
