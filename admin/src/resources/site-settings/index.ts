import SettingsIcon from '@mui/icons-material/Settings';
import { SiteSettingsScreen } from './SiteSettingsScreen';

export default { list: SiteSettingsScreen, icon: SettingsIcon };
