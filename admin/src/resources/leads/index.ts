import { lazy } from 'react';
import LeadsIcon from '@mui/icons-material/ContactMail';
const LeadList = lazy(() => import('./LeadList').then((module) => ({ default: module.LeadList })));

// react-admin examples/crm layout: the resource folder exports what <Resource> takes.
export default { list: LeadList, icon: LeadsIcon };
