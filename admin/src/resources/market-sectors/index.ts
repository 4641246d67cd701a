import { lazy } from 'react';
const MarketSectorCreate = lazy(() =>
  import('./MarketSectorCreate').then((module) => ({ default: module.MarketSectorCreate })),
);
const MarketSectorEdit = lazy(() =>
  import('./MarketSectorEdit').then((module) => ({ default: module.MarketSectorEdit })),
);
const MarketSectorList = lazy(() =>
  import('./MarketSectorList').then((module) => ({ default: module.MarketSectorList })),
);

export default {
  list: MarketSectorList,
  create: MarketSectorCreate,
  edit: MarketSectorEdit,
};
