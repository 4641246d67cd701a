import SupplierIcon from '@mui/icons-material/Storefront';
import { SupplierCreate } from './SupplierCreate';
import { SupplierEdit } from './SupplierEdit';
import { SupplierList } from './SupplierList';

export default { list: SupplierList, create: SupplierCreate, edit: SupplierEdit, icon: SupplierIcon };
