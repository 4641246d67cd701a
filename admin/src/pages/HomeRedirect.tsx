import type { StaffClaims } from '@cvc/domain';
import { Navigate } from 'react-router-dom';
import { Title, usePermissions } from 'react-admin';
import { LoadingBlock } from '../components/LoadingBlock';
import { homePath } from './homePath';

/**
 * /admin (titled Dashboard): replaces itself with the first area the user holds, in the SPEC §2 order
 * leads, events, rsvp, news, partners, else events; 'Carregando...' until the permissions are known.
 */
export function HomeRedirect() {
  const { permissions, isPending } = usePermissions<StaffClaims | null>();
  return (
    <>
      <Title title="ra.page.dashboard" />
      {isPending ? <LoadingBlock /> : <Navigate to={homePath(permissions)} replace />}
    </>
  );
}
