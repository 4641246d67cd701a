import { startTransition, useEffect, useRef, useState } from 'react';
import type { Language } from '@cvc/domain';
import { useLanguage } from '../i18n/useLanguage';
import type { Read } from './readStore';
import { useReadStore } from './ReadStoreContext';

export type AsyncState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' };

/**
 * Runs `read(arg)` on mount, or starts from its result when the page already holds it (a server render), and
 * again when the argument changes (the language, when the visitor switches it on the same page): what was shown
 * stays until the new result replaces it. Failures are logged only (SPEC §8): the section shows its empty state
 * or hides.
 */
export function useRead<A, T>(read: Read<A, T>, arg: A): AsyncState<T> {
  const reads = useReadStore();
  const [state, setState] = useState<AsyncState<T>>(() => {
    const known = reads.peek(read, arg);
    return known ? { status: 'ready', data: known.value } : { status: 'loading' };
  });
  const key = JSON.stringify(arg ?? null);
  const shownKey = useRef(key);
  useEffect(() => {
    const known = shownKey.current === key ? undefined : reads.peek(read, arg);
    shownKey.current = key;
    if (reads.release(read, arg)) {
      if (known) setState({ status: 'ready', data: known.value });
      return;
    }
    let active = true;
    // Started in a task of its own: starting a request (fetch) costs the browser a few milliseconds, which would
    // otherwise lengthen the task that runs the page's first effects, right after it hydrates.
    const start = setTimeout(() => {
      // Sections fill in as a transition: React renders them in slices, so several answers arriving together
      // do not block the main thread (and a tap) for one long task.
      reads.take(read, arg).then(
        (data) => active && startTransition(() => setState({ status: 'ready', data })),
        (error: unknown) => {
          console.error(error);
          if (active) startTransition(() => setState({ status: 'error' }));
        },
      );
    });
    return () => {
      active = false;
      clearTimeout(start);
    };
    // The read is a module-level data function; `key` stands for its argument.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}

/** A read without an argument: most sections. */
export function useAsync<T>(load: () => Promise<T>): AsyncState<T> {
  return useRead(load, undefined);
}

/** A read of staff-written text: in the page's language, read again when the visitor switches it. */
export function useAsyncInLanguage<T>(load: (language: Language) => Promise<T>): AsyncState<T> {
  return useRead(load, useLanguage());
}

/** The loaded list, or an empty one while loading or after a failure. */
export function listOf<T>(state: AsyncState<T[]>): T[] {
  return state.status === 'ready' ? state.data : [];
}
