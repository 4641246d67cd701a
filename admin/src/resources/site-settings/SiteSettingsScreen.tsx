import { SITE_SETTINGS_DOC_ID, SITE_SETTINGS_PLACEHOLDERS, siteSettingsSchema } from '@cvc/domain';
import { Create, Edit, SaveButton, SimpleForm, Toolbar, useGetOne } from 'react-admin';
import { LoadingBlock } from '../../components/LoadingBlock';
import { useSaveOptions } from '../../components/useSaveOptions';
import { zodValidator } from '../../components/zodValidator';
import { EditWithHistory } from '../audit/EditWithHistory';
import { SiteSettingsInputs } from './SiteSettingsInputs';

const TITLE = 'Configurações do site';
const validate = zodValidator(siteSettingsSchema);

function SaveOnly() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

/**
 * One document, so the area opens straight on its form. A project that has none yet (a new deploy) gets a
 * create form filled with the placeholders, which saves under the fixed id the site reads.
 */
export function SiteSettingsScreen() {
  const { isPending, error } = useGetOne('site-settings', { id: SITE_SETTINGS_DOC_ID }, { retry: false });
  const save = useSaveOptions(error ? 'create' : 'update');
  if (isPending) return <LoadingBlock />;
  if (error)
    return (
      <Create title={TITLE} redirect={false} mutationOptions={save.mutationOptions}>
        <SimpleForm validate={validate} defaultValues={SITE_SETTINGS_PLACEHOLDERS} toolbar={<SaveOnly />}>
          <SiteSettingsInputs />
        </SimpleForm>
      </Create>
    );
  return (
    <Edit
      id={SITE_SETTINGS_DOC_ID}
      title={TITLE}
      redirect={false}
      mutationMode={save.mutationMode}
      mutationOptions={save.mutationOptions}
    >
      <EditWithHistory>
        <SimpleForm validate={validate} toolbar={<SaveOnly />}>
          <SiteSettingsInputs />
        </SimpleForm>
      </EditWithHistory>
    </Edit>
  );
}
