import PartnerIcon from '@mui/icons-material/Handshake';
import { PartnerCreate } from './PartnerCreate';
import { PartnerEdit } from './PartnerEdit';
import { PartnerList } from './PartnerList';

// The same screens serve maintainers and participants: providers/resources scopes each to its partner_type.
export default { list: PartnerList, create: PartnerCreate, edit: PartnerEdit, icon: PartnerIcon };
