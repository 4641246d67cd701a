import type { ReactNode } from 'react';
import { Alert, Button } from '@mui/material';
import {
  Create,
  Edit,
  SaveButton,
  SimpleForm,
  Title,
  Toolbar,
  useGetOne,
  type ValidateForm,
} from 'react-admin';
import { LoadingBlock } from '../../components/LoadingBlock';
import { isRecordNotFound } from '../../providers/recordErrors';
import { useSaveOptions } from '../../components/useSaveOptions';
import { EditWithHistory } from '../audit/EditWithHistory';
import { SINGLE_DOCUMENT_TEXTS } from '../../texts/settings';

function SaveOnly() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

/**
 * A resource that is one document (the site settings, the association's identity): the area opens straight on
 * its form, with its Histórico. A project that has none yet (a new deploy: the read says "not found") gets a
 * create form filled with `defaultValues`, which saves under the fixed `id` the site reads; any other failed
 * read (offline, a refused key) shows itself with a retry, as a form of defaults would replace the live one.
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
  const { isPending, error, refetch, isFetching } = useGetOne(resource, { id }, { retry: false });
  const absent = isRecordNotFound(error);
  const save = useSaveOptions(absent ? 'create' : 'update');
  if (isPending) return <LoadingBlock />;
  if (error && !absent)
    return (
      <>
        <Title title={title} />
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" disabled={isFetching} onClick={() => void refetch()}>
              {SINGLE_DOCUMENT_TEXTS.retry}
            </Button>
          }
        >
          {SINGLE_DOCUMENT_TEXTS.failed}
        </Alert>
      </>
    );
  if (absent)
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
