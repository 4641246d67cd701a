import { SITE_IDENTITY_DEFAULTS, SITE_IDENTITY_DOC_ID, siteIdentitySchema } from '@cvc/domain';
import { Create, Edit, SaveButton, SimpleForm, Toolbar, useGetOne } from 'react-admin';
import { LoadingBlock } from '../../components/LoadingBlock';
import { useSaveOptions } from '../../components/useSaveOptions';
import { zodValidator } from '../../components/zodValidator';
import { EditWithHistory } from '../audit/EditWithHistory';
import { IdentityInputs } from './IdentityInputs';

const TITLE = 'Associação e liderança';
const validate = zodValidator(siteIdentitySchema);

function SaveOnly() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

/**
 * One document, like the site settings: the form opens on it, or, on a project that has none yet, on a create
 * form filled with the values the site shows until then.
 */
export function SiteIdentityScreen() {
  const { isPending, error } = useGetOne('site-identity', { id: SITE_IDENTITY_DOC_ID }, { retry: false });
  const save = useSaveOptions(error ? 'create' : 'update');
  if (isPending) return <LoadingBlock />;
  if (error)
    return (
      <Create title={TITLE} redirect={false} mutationOptions={save.mutationOptions}>
        <SimpleForm validate={validate} defaultValues={SITE_IDENTITY_DEFAULTS} toolbar={<SaveOnly />}>
          <IdentityInputs />
        </SimpleForm>
      </Create>
    );
  return (
    <Edit
      id={SITE_IDENTITY_DOC_ID}
      title={TITLE}
      redirect={false}
      mutationMode={save.mutationMode}
      mutationOptions={save.mutationOptions}
    >
      <EditWithHistory>
        <SimpleForm validate={validate} toolbar={<SaveOnly />}>
          <IdentityInputs />
        </SimpleForm>
      </EditWithHistory>
    </Edit>
  );
}
