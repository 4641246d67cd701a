import OpinionIcon from '@mui/icons-material/RateReview';
import { OpinionCreate } from './OpinionCreate';
import { OpinionEdit } from './OpinionEdit';
import { OpinionList } from './OpinionList';

export default { list: OpinionList, create: OpinionCreate, edit: OpinionEdit, icon: OpinionIcon };
