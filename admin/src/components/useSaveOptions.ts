import { useNotify, useResourceContext, useTranslate } from 'react-admin';
import { saveErrorMessage, type SaveMode } from './saveErrors';

/**
 * Create and Edit mutation options: pessimistic saves, so a failure leaves the form open with its values and
 * shows the SPEC §8 message instead of react-admin's generic one.
 */
export function useSaveOptions(mode: SaveMode) {
  const notify = useNotify();
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  return {
    mutationMode: 'pessimistic' as const,
    mutationOptions: {
      onError: (error: unknown) => {
        console.error(`save ${resource}`, error);
        notify(saveErrorMessage(error, mode, resource, translate), { type: 'error' });
      },
    },
  };
}
