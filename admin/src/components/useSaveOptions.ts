import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useResourceContext, useTranslate } from 'react-admin';
import { saveErrorMessage, type SaveMode } from './saveErrors';

/**
 * Create and Edit mutation options: pessimistic saves, so a failure leaves the form open with its values and
 * shows the SPEC §8 message instead of react-admin's generic one. A save's record is read again through the
 * dataProvider: react-admin caches it as cloned through JSON (dates as strings, no form-only fields).
 */
export function useSaveOptions(mode: SaveMode) {
  const notify = useNotify();
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const queryClient = useQueryClient();
  return {
    mutationMode: 'pessimistic' as const,
    mutationOptions: {
      onError: (error: unknown) => {
        console.error(`save ${resource}`, error);
        notify(saveErrorMessage(error, mode, resource, translate), { type: 'error' });
      },
      onSettled: (_data: unknown, error: unknown) => {
        if (!error) void queryClient.invalidateQueries({ queryKey: [resource] });
      },
    },
  };
}
