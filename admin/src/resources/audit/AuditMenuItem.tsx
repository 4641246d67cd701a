import HistoryIcon from '@mui/icons-material/History';
import { MenuItemLink } from 'react-admin';
import { AUDIT_LABELS } from '../../texts/audit';

/** Sidebar entry of Auditoria, beside Equipe: only admins read the whole history. */
export function AuditMenuItem() {
  return <MenuItemLink to="/audit" primaryText={AUDIT_LABELS.audit} leftIcon={<HistoryIcon />} />;
}
