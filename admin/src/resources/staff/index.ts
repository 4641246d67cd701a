import StaffIcon from '@mui/icons-material/Groups';
import { StaffList } from './StaffList';

export default { list: StaffList, icon: StaffIcon };
