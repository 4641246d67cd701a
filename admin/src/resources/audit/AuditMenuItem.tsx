import HistoryIcon from '@mui/icons-material/History';
import { MenuItemLink } from 'react-admin';
import type { StaffClaims } from '@cvc/domain';
import { AUDIT_LABELS } from './auditLabels';

/** Sidebar entry of Auditoria, beside Equipe: only admins read the whole history. */
export function AuditMenuItem({ claims }: { claims: StaffClaims | null | undefined }) {
  if (claims?.role !== 'admin') return null;
  return <MenuItemLink to="/audit" primaryText={AUDIT_LABELS.audit} leftIcon={<HistoryIcon />} />;
}
