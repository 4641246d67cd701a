import { lazy } from 'react';
const LeadList = lazy(() => import('./LeadList').then((module) => ({ default: module.LeadList })));

// react-admin examples/crm layout: the resource folder exports what <Resource> takes.
export default { list: LeadList };
