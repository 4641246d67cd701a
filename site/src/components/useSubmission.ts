import { useCallback, useEffect, useRef, useState } from 'react';

export type SubmissionStatus = 'idle' | 'submitting' | 'success' | 'failure';

/**
 * The state machine of every public form (SPEC §4): idle → submitting → success | failure. Failure leaves the
 * form editable with its data, so the visitor can simply try again.
 */
export function useSubmission<V>(submit: (values: V) => Promise<void>) {
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async (values: V): Promise<boolean> => {
      setStatus('submitting');
      try {
        await submit(values);
        if (mounted.current) setStatus('success');
        return true;
      } catch (error) {
        console.error(error);
        if (mounted.current) setStatus('failure');
        return false;
      }
    },
    [submit],
  );

  const reset = useCallback(() => setStatus('idle'), []);
  return { status, run, reset };
}
