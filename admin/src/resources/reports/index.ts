import { lazy } from 'react';
const ReportCreate = lazy(() =>
  import('./ReportCreate').then((module) => ({ default: module.ReportCreate })),
);
const ReportEdit = lazy(() => import('./ReportEdit').then((module) => ({ default: module.ReportEdit })));
const ReportList = lazy(() => import('./ReportList').then((module) => ({ default: module.ReportList })));

export default { list: ReportList, create: ReportCreate, edit: ReportEdit };
