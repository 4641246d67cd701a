import { lazy } from 'react';
const AuditList = lazy(() => import('./AuditList').then((module) => ({ default: module.AuditList })));

export default { list: AuditList };
