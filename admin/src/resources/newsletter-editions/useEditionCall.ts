import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../providers';
import { staffErrorMessage } from '../staff/staffApi';

/**
 * Runs one of the edition's calls for a button: busy while it runs, and its failure as the server's Portuguese
 * message (an edition that cannot be sent says why), shown beside the button.
 */
export function useEditionCall() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run<T>(call: (provider: ConsoleDataProvider) => Promise<T>): Promise<T | undefined> {
    setBusy(true);
    setError(null);
    try {
      return await call(dataProvider);
    } catch (failure) {
      console.error('newsletterEdition', failure);
      setError(staffErrorMessage(failure));
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  return { run, busy, error, setError };
}
