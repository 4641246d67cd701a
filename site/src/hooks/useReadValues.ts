import { useEffect, useReducer } from 'react';
import { knownValues, type PageReads, type ReadStore, type ReadValues } from './readStore';

/** The named reads' results known so far; the component renders again as each one settles. */
export function useReadValues<R extends PageReads>(store: ReadStore, reads: R): ReadValues<R> {
  const [, settled] = useReducer((count: number) => count + 1, 0);
  const names = Object.keys(reads);
  const key = names.map((name) => `${name}=${JSON.stringify(reads[name]?.arg ?? null)}`).join('&');
  useEffect(() => {
    let active = true;
    for (const name of names) void store.settledOf(name)?.then(() => active && settled());
    return () => {
      active = false;
    };
    // `key` stands for the reads' names and arguments.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, key]);
  return knownValues(store, reads);
}
