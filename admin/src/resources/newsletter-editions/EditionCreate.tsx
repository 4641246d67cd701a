import { Create, SimpleForm } from 'react-admin';
import { FormToolbar } from '../../components/FormToolbar';
import { useSaveOptions } from '../../components/useSaveOptions';
import { zodValidator } from '../../components/zodValidator';
import { editionDraftSchema } from '../../providers/editionDraft';
import { EditionInputs } from './EditionInputs';

/** A new draft; once saved, its page, where it is previewed, tested and sent. */
export function EditionCreate() {
  const save = useSaveOptions('create');
  return (
    <Create redirect="show" mutationOptions={save.mutationOptions}>
      <SimpleForm validate={zodValidator(editionDraftSchema)} toolbar={<FormToolbar />}>
        <EditionInputs />
      </SimpleForm>
    </Create>
  );
}
