import { lazy } from 'react';
import DownloadsIcon from '@mui/icons-material/CloudDownload';
const ReportDownloadList = lazy(() =>
  import('./ReportDownloadList').then((module) => ({ default: module.ReportDownloadList })),
);

export default { list: ReportDownloadList, icon: DownloadsIcon };
