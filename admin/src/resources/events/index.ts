import { lazy } from 'react';
const EventCreate = lazy(() => import('./EventCreate').then((module) => ({ default: module.EventCreate })));
const EventEdit = lazy(() => import('./EventEdit').then((module) => ({ default: module.EventEdit })));
const EventList = lazy(() => import('./EventList').then((module) => ({ default: module.EventList })));

export default { list: EventList, create: EventCreate, edit: EventEdit };
