import LeadsIcon from '@mui/icons-material/ContactMail';
import { LeadList } from './LeadList';

// react-admin examples/crm layout: the resource folder exports what <Resource> takes.
export default { list: LeadList, icon: LeadsIcon };
