import { lazy } from 'react';
const SupplierCreate = lazy(() =>
  import('./SupplierCreate').then((module) => ({ default: module.SupplierCreate })),
);
const SupplierEdit = lazy(() =>
  import('./SupplierEdit').then((module) => ({ default: module.SupplierEdit })),
);
const SupplierList = lazy(() =>
  import('./SupplierList').then((module) => ({ default: module.SupplierList })),
);

export default { list: SupplierList, create: SupplierCreate, edit: SupplierEdit };
