import { expect, it, vi } from 'vitest';
import { en } from './en';
import { es } from './es';
import { pt } from './pt';
import { ensureMessages, i18n, registerPageNamespace } from '.';

type Read = (language: string, namespace: string, done: (error: unknown, data: unknown) => void) => void;
const read = (language: string, namespace: string) =>
  new Promise((resolve, reject) => {
    const backend = i18n.services.backendConnector.backend as { read: Read };
    backend.read(language, namespace, (error, data) => (error ? reject(error) : resolve(data)));
  });

it('starts with the address’s language only and leaves every other to its backend, with no fallback', async () => {
  expect(i18n.options.partialBundledLanguages).toBe(true);
  // The tests' address is /, so Portuguese is in the store from the start.
  expect(i18n.getResourceBundle('pt', 'translation')).toEqual(pt);
  // An English or Spanish page must not download Portuguese's messages too.
  expect(i18n.options.fallbackLng).toBe(false);
  expect(await read('pt', 'translation')).toEqual(pt);
  expect(await read('en', 'translation')).toEqual(en);
  expect(await read('es', 'translation')).toEqual(es);
  // A page namespace is served once its page registered it (i18n/pageMessages.ts), not before. The pages' own
  // (suppliers…) are registered by whichever test rendered them first in this worker, so a name no page has.
  expect(await read('en', 'indexTestUnregistered')).toBeUndefined();
});

it("serves a registered page namespace a language at a time, and ensureMessages loads a language's", async () => {
  const loaders = {
    pt: vi.fn(() => Promise.resolve({ hello: 'Olá' })),
    en: vi.fn(() => Promise.resolve({ hello: 'Hello' })),
    es: vi.fn(() => Promise.resolve({ hello: 'Hola' })),
  };
  // Registering loads the language in use and those already loaded (the tests' setup loaded en and es).
  await registerPageNamespace('indexTestProbe', loaders);
  expect(i18n.getResourceBundle('pt', 'indexTestProbe')).toEqual({ hello: 'Olá' });
  expect(i18n.getResourceBundle('es', 'indexTestProbe')).toEqual({ hello: 'Hola' });
  // A language missing one namespace only (its shared messages are there) gets that one.
  i18n.removeResourceBundle('es', 'indexTestProbe');
  await ensureMessages('es');
  expect(i18n.getResourceBundle('es', 'indexTestProbe')).toEqual({ hello: 'Hola' });
  expect(loaders.es).toHaveBeenCalledTimes(2);
  expect(await read('en', 'indexTestProbe')).toEqual({ hello: 'Hello' });
});

it('asks i18next once for callers that wait for the same language, and says when it failed', async () => {
  const bundle = i18n.getResourceBundle('es', 'translation') as object;
  i18n.removeResourceBundle('es', 'translation');
  const load = vi.spyOn(i18n, 'loadLanguages').mockImplementation(async () => {
    await Promise.resolve();
    i18n.addResourceBundle('es', 'translation', bundle);
  });
  const reload = vi.spyOn(i18n, 'reloadResources');
  try {
    await Promise.all([ensureMessages('es'), ensureMessages('es')]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(i18n.getResourceBundle('es', 'translation')).toEqual(es);

    i18n.removeResourceBundle('es', 'translation');
    load.mockImplementation(() => Promise.resolve());
    reload.mockImplementation(() => Promise.resolve());
    await expect(ensureMessages('es')).rejects.toThrow('The es messages did not load: translation');
  } finally {
    load.mockRestore();
    reload.mockRestore();
    i18n.addResourceBundle('es', 'translation', bundle);
  }
});

it('loads a page namespace registered while its language was loading, instead of failing the switch', async () => {
  const bundle = i18n.getResourceBundle('es', 'translation') as object;
  i18n.removeResourceBundle('es', 'translation');
  const slow = (messages: object) => () =>
    new Promise<object>((done) => setTimeout(() => done(messages), 20));
  const loaders = { pt: slow({ late: 'Atrasada' }), en: slow({ late: 'Late' }), es: slow({ late: 'Tarde' }) };
  let registered: Promise<void> | undefined;
  // The shared messages' load is where a section's code arrives and registers its namespace.
  const reload = vi.spyOn(i18n, 'reloadResources').mockImplementationOnce(() => {
    registered = registerPageNamespace('indexTestLate', loaders);
    i18n.addResourceBundle('es', 'translation', bundle);
    return Promise.resolve();
  });
  try {
    await ensureMessages('es');
    expect(i18n.getResourceBundle('es', 'indexTestLate')).toEqual({ late: 'Tarde' });
    await registered;
  } finally {
    reload.mockRestore();
    if (!i18n.hasResourceBundle('es', 'translation')) i18n.addResourceBundle('es', 'translation', bundle);
  }
});

it('gives a render’s clone its language and messages synchronously', async () => {
  await ensureMessages('es');
  const clone = i18n.cloneInstance({ lng: 'es', initAsync: false });
  expect(clone.resolvedLanguage).toBe('es');
  expect(clone.t('activities.events.badge', { count: 2 })).toBe('2 eventos activos');
  expect(i18n.t('activities.events.badge', { count: 2 })).toBe('2 eventos ativos');
});
