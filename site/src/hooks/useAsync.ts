import { startTransition, useEffect, useState } from 'react';
import { earlyRead } from './earlyRead';

export type AsyncState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' };

/**
 * Runs a read once on mount. Failures are logged only (SPEC §8): the section shows its empty state or hides.
 */
export function useAsync<T>(load: () => Promise<T>): AsyncState<T> {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    // Sections fill in as a transition: React renders them in slices, so several answers arriving together
    // do not block the main thread (and a tap) for one long task.
    earlyRead(load, undefined).then(
      (data) => active && startTransition(() => setState({ status: 'ready', data })),
      (error: unknown) => {
        console.error(error);
        if (active) startTransition(() => setState({ status: 'error' }));
      },
    );
    return () => {
      active = false;
    };
    // The loader is a module-level data function; it is read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return state;
}

/** The loaded list, or an empty one while loading or after a failure. */
export function listOf<T>(state: AsyncState<T[]>): T[] {
  return state.status === 'ready' ? state.data : [];
}
