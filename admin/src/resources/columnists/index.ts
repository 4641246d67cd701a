import ColumnistIcon from '@mui/icons-material/Person';
import { ColumnistCreate } from './ColumnistCreate';
import { ColumnistEdit } from './ColumnistEdit';
import { ColumnistList } from './ColumnistList';

export default { list: ColumnistList, create: ColumnistCreate, edit: ColumnistEdit, icon: ColumnistIcon };
