import { createContext, useContext, type ReactNode } from 'react';
import { createReadStore, type ReadStore } from './readStore';

// The browser has one store (main.tsx makes it from the page); a server render makes one per request, since a
// function serves many requests at once. Components rendered alone (unit tests) get a store of their own.
const ReadStoreContext = createContext<ReadStore | null>(null);
let standalone: ReadStore | undefined;

export function ReadStoreProvider({ store, children }: { store: ReadStore; children: ReactNode }) {
  return <ReadStoreContext.Provider value={store}>{children}</ReadStoreContext.Provider>;
}

export function useReadStore(): ReadStore {
  return useContext(ReadStoreContext) ?? (standalone ??= createReadStore());
}
