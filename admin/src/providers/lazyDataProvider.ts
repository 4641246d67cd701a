import type { DataProvider } from 'react-admin';

/**
 * A dataProvider whose module is fetched on its first call: the Firestore SDK and the domain schemas stay out
 * of the login page, which calls no data method. Any method name is forwarded (react-admin's own and the
 * console's extra ones), and a name the real provider lacks fails as react-admin's unknown-method error does.
 */
export function lazyDataProvider(load: () => Promise<DataProvider>): DataProvider {
  let loaded: Promise<DataProvider> | undefined;
  const provider = () => (loaded ??= load());
  return new Proxy({} as DataProvider, {
    get(_, name) {
      // Not a method: react-admin and promise checks probe these; the console's provider does not abort.
      if (typeof name === 'symbol' || name === 'then' || name === 'supportAbortSignal') return undefined;
      return async (...args: unknown[]) => {
        const real = await provider();
        const method = real[name] as unknown;
        if (typeof method !== 'function') throw new Error(`Unknown dataProvider function: ${name}`);
        return (method as (...params: unknown[]) => Promise<unknown>).apply(real, args);
      };
    },
  });
}
