import type { ReactNode } from 'react';
import { useListContext } from 'react-admin';
import { LoadingBlock } from './LoadingBlock';

/** SPEC §2: every list page shows 'Carregando...' while its page of records loads. */
export function ListGate({ children }: { children: ReactNode }) {
  const { isPending } = useListContext();
  return isPending ? <LoadingBlock /> : <>{children}</>;
}
