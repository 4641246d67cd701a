import { lazy } from 'react';
const ColumnistCreate = lazy(() =>
  import('./ColumnistCreate').then((module) => ({ default: module.ColumnistCreate })),
);
const ColumnistEdit = lazy(() =>
  import('./ColumnistEdit').then((module) => ({ default: module.ColumnistEdit })),
);
const ColumnistList = lazy(() =>
  import('./ColumnistList').then((module) => ({ default: module.ColumnistList })),
);

export default { list: ColumnistList, create: ColumnistCreate, edit: ColumnistEdit };
