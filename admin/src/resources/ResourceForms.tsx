import type { ReactNode } from 'react';
import { Create, Edit, SimpleForm } from 'react-admin';
import { FormToolbar } from '../components/FormToolbar';
import { EditWithHistory } from './audit/EditWithHistory';
import { useSaveOptions } from '../components/useSaveOptions';
import { type Parser, zodValidator } from '../components/zodValidator';

type FormProps = { schema: Parser; children: ReactNode; defaultValues?: Record<string, unknown> };

// The record may be read again while the form is open (after a save elsewhere, or the cache's copy replaced by
// the dataProvider's): what the member has typed stays.
const KEEP_TYPED = { keepDirtyValues: true } as const;

/** Create page: validated by the entity's domain schema; back to the list once saved. */
export function ResourceCreate({ schema, children, defaultValues }: FormProps) {
  const save = useSaveOptions('create');
  return (
    <Create redirect="list" mutationOptions={save.mutationOptions}>
      <SimpleForm validate={zodValidator(schema)} defaultValues={defaultValues} toolbar={<FormToolbar />}>
        {children}
      </SimpleForm>
    </Create>
  );
}

/** Edit page, with its Histórico tab; `actions` (a preview, say) sit in the toolbar between save and delete. */
export function ResourceEdit({ schema, children, actions }: FormProps & { actions?: ReactNode }) {
  const save = useSaveOptions('update');
  return (
    <Edit redirect="list" mutationMode={save.mutationMode} mutationOptions={save.mutationOptions}>
      <EditWithHistory>
        <SimpleForm
          validate={zodValidator(schema)}
          resetOptions={KEEP_TYPED}
          toolbar={<FormToolbar canDelete>{actions}</FormToolbar>}
        >
          {children}
        </SimpleForm>
      </EditWithHistory>
    </Edit>
  );
}
