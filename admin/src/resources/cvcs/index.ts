import { lazy } from 'react';
const CvcCreate = lazy(() => import('./CvcCreate').then((module) => ({ default: module.CvcCreate })));
const CvcEdit = lazy(() => import('./CvcEdit').then((module) => ({ default: module.CvcEdit })));
const CvcList = lazy(() => import('./CvcList').then((module) => ({ default: module.CvcList })));

export default { list: CvcList, create: CvcCreate, edit: CvcEdit };
