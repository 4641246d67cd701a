import { lazy } from 'react';
import HistoryIcon from '@mui/icons-material/History';
const AuditList = lazy(() => import('./AuditList').then((module) => ({ default: module.AuditList })));

export default { list: AuditList, icon: HistoryIcon };
