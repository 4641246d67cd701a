import { lazy } from 'react';
const PartnerCreate = lazy(() =>
  import('./PartnerCreate').then((module) => ({ default: module.PartnerCreate })),
);
const PartnerEdit = lazy(() => import('./PartnerEdit').then((module) => ({ default: module.PartnerEdit })));
const PartnerList = lazy(() => import('./PartnerList').then((module) => ({ default: module.PartnerList })));

// The same screens serve maintainers and participants: providers/resources scopes each to its partner_type.
export default { list: PartnerList, create: PartnerCreate, edit: PartnerEdit };
