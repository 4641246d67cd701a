import RsvpIcon from '@mui/icons-material/EventAvailable';
import { RsvpList } from './RsvpList';

export default { list: RsvpList, icon: RsvpIcon };
