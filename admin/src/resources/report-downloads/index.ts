import { lazy } from 'react';
const ReportDownloadList = lazy(() =>
  import('./ReportDownloadList').then((module) => ({ default: module.ReportDownloadList })),
);

export default { list: ReportDownloadList };
