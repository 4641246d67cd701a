import { useTranslation } from 'react-i18next';
import { i18n, registerPageNamespace } from './index';
import { toLanguage } from './language';

// The list, article, supplier, event and landing pages keep their texts in their own i18next namespaces, in pt,
// en and es alike, so a visitor of the home page downloads none of it. A page's namespace is a chunk per
// language (loadPageMessages): a visitor downloads the texts of the language they read, and the build preloads
// them with the page (scripts/prerender-site.ts). A namespace small enough to travel whole with its code
// (definePageMessages) has its three languages in one module.

type Bundle = Record<string, unknown>;

/** The hook a namespace gives: the current language's messages as a typed object, plus `t` for interpolation. */
function messagesHook<M extends Bundle>(namespace: string) {
  return function usePageMessages() {
    // Suspends while the language's messages are not in the store (never on a page loaded the usual way).
    const { t, i18n: instance } = useTranslation(namespace);
    const language = instance.resolvedLanguage ?? instance.language;
    return { m: instance.getResourceBundle(language, namespace) as M, t, language: toLanguage(language) };
  };
}

/**
 * Registers a namespace with its three languages in one module and returns a hook giving the current language's
 * messages as a typed object, plus `t` for interpolated strings ('Página {{page}} de {{count}}').
 */
export function definePageMessages<M extends Bundle>(
  namespace: string,
  messages: { pt: M; en: NoInfer<M>; es: NoInfer<M> },
) {
  for (const [language, bundle] of Object.entries(messages)) {
    if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, bundle);
  }
  return messagesHook<M>(namespace);
}

/**
 * Registers a namespace whose languages are chunks of their own (`() => import('./messages.en')…`), and resolves
 * once the current language's messages are in the store, to the same hook. Awaited at the top of the page's
 * messages module, so the page's code runs only once its texts are there.
 */
export async function loadPageMessages<M extends Bundle>(
  namespace: string,
  loaders: { pt: () => Promise<M>; en: () => Promise<NoInfer<M>>; es: () => Promise<NoInfer<M>> },
) {
  await registerPageNamespace(namespace, loaders);
  return messagesHook<M>(namespace);
}
