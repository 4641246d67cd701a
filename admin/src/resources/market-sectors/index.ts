import MarketIcon from '@mui/icons-material/TravelExplore';
import { MarketSectorCreate } from './MarketSectorCreate';
import { MarketSectorEdit } from './MarketSectorEdit';
import { MarketSectorList } from './MarketSectorList';

export default {
  list: MarketSectorList,
  create: MarketSectorCreate,
  edit: MarketSectorEdit,
  icon: MarketIcon,
};
