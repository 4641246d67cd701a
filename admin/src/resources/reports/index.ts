import ReportIcon from '@mui/icons-material/Assessment';
import { ReportCreate } from './ReportCreate';
import { ReportEdit } from './ReportEdit';
import { ReportList } from './ReportList';

export default { list: ReportList, create: ReportCreate, edit: ReportEdit, icon: ReportIcon };
