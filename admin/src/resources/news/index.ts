import NewsIcon from '@mui/icons-material/Article';
import { NewsCreate } from './NewsCreate';
import { NewsEdit } from './NewsEdit';
import { NewsList } from './NewsList';

export default { list: NewsList, create: NewsCreate, edit: NewsEdit, icon: NewsIcon };
