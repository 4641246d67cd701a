import { DeleteWithConfirmButton, useNotify, useResourceContext, useTranslate } from 'react-admin';

/**
 * Delete with the SPEC §8 confirmation of this entity. On failure, entities with a failure text show it;
 * the others (reports, partners, suppliers, events) only log, as the SPEC says.
 */
export function DeleteRowButton({ redirect = false }: { redirect?: string | false }) {
  const translate = useTranslate();
  const notify = useNotify();
  const resource = useResourceContext() ?? '';
  const failure = translate(`cvc.entities.${resource}.deleteFailed`, { _: '' });
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      redirect={redirect}
      confirmTitle={translate(`cvc.entities.${resource}.confirmDelete`)}
      confirmContent=""
      mutationOptions={{
        onError: (error: unknown) => {
          console.error(`delete ${resource}`, error);
          if (failure) notify(failure, { type: 'error' });
        },
      }}
    />
  );
}
