import type { ReactNode } from 'react';
import { Edit, SimpleForm, useCreatePath, useRecordContext } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { FormToolbar } from '../../components/FormToolbar';
import { useSaveOptions } from '../../components/useSaveOptions';
import { zodValidator } from '../../components/zodValidator';
import { editionDraftSchema } from '../../providers/editionDraft';
import { EditionInputs } from './EditionInputs';
import { isDraft, type EditionRecord } from './editionRecord';

/** Only a draft is edited (the rules refuse the rest): an edition sent or sending opens on its page instead. */
function DraftOnly({ children }: { children: ReactNode }) {
  const record = useRecordContext<EditionRecord>();
  const createPath = useCreatePath();
  if (record && !isDraft(record)) {
    return (
      <Navigate replace to={createPath({ resource: 'newsletter-editions', type: 'show', id: record.id })} />
    );
  }
  return <>{children}</>;
}

/** A draft's form; saved, back to its page with the preview and the send. */
export function EditionEdit() {
  const save = useSaveOptions('update');
  return (
    <Edit redirect="show" mutationMode={save.mutationMode} mutationOptions={save.mutationOptions}>
      <DraftOnly>
        <SimpleForm validate={zodValidator(editionDraftSchema)} toolbar={<FormToolbar canDelete />}>
          <EditionInputs />
        </SimpleForm>
      </DraftOnly>
    </Edit>
  );
}
