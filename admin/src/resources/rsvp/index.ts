import { lazy } from 'react';
const RsvpList = lazy(() => import('./RsvpList').then((module) => ({ default: module.RsvpList })));

export default { list: RsvpList };
