import DownloadsIcon from '@mui/icons-material/CloudDownload';
import { ReportDownloadList } from './ReportDownloadList';

export default { list: ReportDownloadList, icon: DownloadsIcon };
