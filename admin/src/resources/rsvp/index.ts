import { lazy } from 'react';
import RsvpIcon from '@mui/icons-material/EventAvailable';
const RsvpList = lazy(() => import('./RsvpList').then((module) => ({ default: module.RsvpList })));

export default { list: RsvpList, icon: RsvpIcon };
