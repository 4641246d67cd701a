import { useMemo, useState, type ReactNode } from 'react';
import { ExecutiveTrainingModal, LeadModal, TrustedAdvisorModal } from './lazyModals';
import { submitLead } from '../data/submit';
import { SiteModalsContext } from '../site-context/SiteModals';

/** The membership, Trusted Advisor and executive training modals open from the header, footer and any page. */
export function SiteModalsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<'lead' | 'trustedAdvisor' | 'executiveTraining' | null>(null);
  const value = useMemo(
    () => ({
      openLead: () => setOpen('lead'),
      openTrustedAdvisor: () => setOpen('trustedAdvisor'),
      openExecutiveTraining: () => setOpen('executiveTraining'),
    }),
    [],
  );
  const close = () => setOpen(null);
  return (
    <SiteModalsContext.Provider value={value}>
      {children}
      <LeadModal open={open === 'lead'} onClose={close} submit={submitLead} />
      <TrustedAdvisorModal open={open === 'trustedAdvisor'} onClose={close} submit={submitLead} />
      <ExecutiveTrainingModal open={open === 'executiveTraining'} onClose={close} submit={submitLead} />
    </SiteModalsContext.Provider>
  );
}
