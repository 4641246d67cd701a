import { lazy } from 'react';

// The four screens are one chunk: each dynamic import puts its list of dependencies into the login's first
// chunk, whose budget is tight (as every area's, the sidebar's icon is in layout/icons, which loads with the layout).
const screens = () => import('./screens');
const EditionList = lazy(() => screens().then((module) => ({ default: module.EditionList })));
const EditionCreate = lazy(() => screens().then((module) => ({ default: module.EditionCreate })));
const EditionEdit = lazy(() => screens().then((module) => ({ default: module.EditionEdit })));
const EditionShow = lazy(() => screens().then((module) => ({ default: module.EditionShow })));

export default { list: EditionList, create: EditionCreate, edit: EditionEdit, show: EditionShow };
