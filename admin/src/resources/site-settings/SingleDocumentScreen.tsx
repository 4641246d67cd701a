import type { ReactNode } from 'react';
import { Create, Edit, SaveButton, SimpleForm, Toolbar, useGetOne, type ValidateForm } from 'react-admin';
import { LoadingBlock } from '../../components/LoadingBlock';
import { useSaveOptions } from '../../components/useSaveOptions';
import { EditWithHistory } from '../audit/EditWithHistory';

function SaveOnly() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

/**
 * A resource that is one document (the site settings, the association's identity): the area opens straight on
 * its form, with its Histórico. A project that has none yet (a new deploy) gets a create form filled with
 * `defaultValues`, which saves under the fixed `id` the site reads.
 */
export function SingleDocumentScreen({
  resource,
  id,
  title,
  validate,
  defaultValues,
  children,
}: {
  resource: string;
  id: string;
  title: string;
  validate: ValidateForm;
  defaultValues: object;
  children: ReactNode;
}) {
  const { isPending, error } = useGetOne(resource, { id }, { retry: false });
  const save = useSaveOptions(error ? 'create' : 'update');
  if (isPending) return <LoadingBlock />;
  if (error)
    return (
      <Create title={title} redirect={false} mutationOptions={save.mutationOptions}>
        <SimpleForm validate={validate} defaultValues={defaultValues} toolbar={<SaveOnly />}>
          {children}
        </SimpleForm>
      </Create>
    );
  return (
    <Edit
      id={id}
      title={title}
      redirect={false}
      mutationMode={save.mutationMode}
      mutationOptions={save.mutationOptions}
    >
      <EditWithHistory>
        <SimpleForm validate={validate} toolbar={<SaveOnly />}>
          {children}
        </SimpleForm>
      </EditWithHistory>
    </Edit>
  );
}
