import { useCallback, useEffect, useRef, useState } from 'react';
import { InvalidInputError, type FieldProblems } from '../data/invalidInput';

export type SubmissionStatus = 'idle' | 'submitting' | 'success' | 'failure' | 'invalid';
export type SubmissionOutcome = 'success' | 'failure' | 'invalid';

/**
 * The state machine of every public form (SPEC §4): idle → submitting → success | failure | invalid. Failure
 * (network, server) and invalid (fields the schema refused, each with its problem) leave the form editable with
 * its data, so the visitor can simply try again. A refusal of a field the form does not show (an id, the
 * source) counts as a failure, so it still gets the form's alert. A filled honeypot (PublicForm renders
 * `<Honeypot {...honeypot} />`) marks a bot: it gets the success and nothing is sent.
 */
export function useSubmission<V>(submit: (values: V) => Promise<void>, shownFields: readonly string[] = []) {
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const [problems, setProblems] = useState<FieldProblems>({});
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const shownKey = shownFields.join(',');
  const trap = useRef('');
  const honeypot = useRef({ onChange: (value: string) => void (trap.current = value) }).current;

  const run = useCallback(
    async (values: V): Promise<SubmissionOutcome> => {
      setProblems({});
      if (trap.current.trim() !== '') {
        setStatus('success');
        return 'success';
      }
      setStatus('submitting');
      try {
        await submit(values);
        if (mounted.current) setStatus('success');
        return 'success';
      } catch (error) {
        const shown = error instanceof InvalidInputError ? shownProblems(error.problems, shownKey) : {};
        const outcome = Object.keys(shown).length > 0 ? 'invalid' : 'failure';
        if (outcome === 'failure') console.error(error);
        if (mounted.current) {
          setProblems(shown);
          setStatus(outcome);
        }
        return outcome;
      }
    },
    [submit, shownKey],
  );

  return { status, problems, run, honeypot };
}

function shownProblems(problems: FieldProblems, shownKey: string): FieldProblems {
  const shown = new Set(shownKey.split(','));
  return Object.fromEntries(Object.entries(problems).filter(([field]) => shown.has(field)));
}
