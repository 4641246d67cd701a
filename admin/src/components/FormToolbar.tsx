import type { ReactNode } from 'react';
import { SaveButton, Toolbar } from 'react-admin';
import { DeleteRowButton } from './DeleteRowButton';

/** Save, any screen's own actions beside it, and on edit pages a delete with this entity's confirmation. */
export function FormToolbar({ canDelete = false, children }: { canDelete?: boolean; children?: ReactNode }) {
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <SaveButton />
      {children}
      {canDelete && <DeleteRowButton redirect="list" />}
    </Toolbar>
  );
}
