import { lazy } from 'react';
import StaffIcon from '@mui/icons-material/Groups';
const StaffList = lazy(() => import('./StaffList').then((module) => ({ default: module.StaffList })));

export default { list: StaffList, icon: StaffIcon };
