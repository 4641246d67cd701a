import { SaveButton, Toolbar } from 'react-admin';
import { DeleteRowButton } from './DeleteRowButton';

/** Save, and on edit pages a delete with this entity's confirmation. */
export function FormToolbar({ canDelete = false }: { canDelete?: boolean }) {
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton />
      {canDelete && <DeleteRowButton redirect="list" />}
    </Toolbar>
  );
}
