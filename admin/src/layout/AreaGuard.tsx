import type { ReactNode } from 'react';
import { useCanAccess } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingBlock } from '../components/LoadingBlock';
import { isGuardedArea } from '../providers/areaAccess';

/**
 * Refuses a whole area (its list, create and edit pages, or a custom page) to a user without its key, whatever
 * the page's own component does: custom screens built on live listeners skip react-admin's list controller
 * and with it its access check.
 */
export function AreaGuard({ children }: { children: ReactNode }) {
  const area = useLocation().pathname.split('/')[1] ?? '';
  const guarded = isGuardedArea(area);
  // Pages outside every area (the /admin redirect, access denied) need only a signed-in staff member.
  if (!guarded) return <>{children}</>;
  return <GuardedArea area={area}>{children}</GuardedArea>;
}

function GuardedArea({ area, children }: { area: string; children: ReactNode }) {
  const { canAccess, isPending } = useCanAccess({ resource: area, action: 'list' });
  if (isPending) return <LoadingBlock />;
  if (!canAccess) return <Navigate to="/access-denied" replace />;
  return <>{children}</>;
}
