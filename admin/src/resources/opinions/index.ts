import { lazy } from 'react';
const OpinionCreate = lazy(() =>
  import('./OpinionCreate').then((module) => ({ default: module.OpinionCreate })),
);
const OpinionEdit = lazy(() => import('./OpinionEdit').then((module) => ({ default: module.OpinionEdit })));
const OpinionList = lazy(() => import('./OpinionList').then((module) => ({ default: module.OpinionList })));

export default { list: OpinionList, create: OpinionCreate, edit: OpinionEdit };
