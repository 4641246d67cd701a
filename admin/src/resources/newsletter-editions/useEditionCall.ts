import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../providers';
import { staffErrorMessage } from '../staff/staffApi';

type EditionCall = (provider: ConsoleDataProvider) => Promise<unknown>;

/**
 * Runs one of the edition's calls for a button as a mutation: busy while it runs, and its failure as the
 * server's Portuguese message (an edition that cannot be sent says why), shown beside the button. A screen
 * may also show a message of its own there (`setError`).
 */
export function useEditionCall() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [ownError, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (call: EditionCall) => call(dataProvider),
    onError: (failure) => console.error('newsletterEdition', failure),
  });

  /** The call's answer, or undefined when it failed (the failure is then in `error`). */
  async function run<T>(call: (provider: ConsoleDataProvider) => Promise<T>): Promise<T | undefined> {
    setError(null);
    return (mutation.mutateAsync(call) as Promise<T>).catch(() => undefined);
  }

  const error = ownError ?? (mutation.error ? staffErrorMessage(mutation.error) : null);
  return { run, busy: mutation.isPending, error, setError };
}
