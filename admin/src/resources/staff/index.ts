import { lazy } from 'react';
const StaffList = lazy(() => import('./StaffList').then((module) => ({ default: module.StaffList })));

export default { list: StaffList };
