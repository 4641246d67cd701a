import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

// The list, article, supplier and landing pages keep their texts in their own i18next namespaces, in pt, en and
// es alike, registered when their chunk loads, so a visitor of the home page downloads none of it.

type Bundle = Record<string, unknown>;

/**
 * Registers a namespace and returns a hook giving the current language's messages as a typed object, plus `t`
 * for interpolated strings ('Página {{page}} de {{count}}').
 */
export function definePageMessages<M extends Bundle>(
  namespace: string,
  messages: { pt: M; en: NoInfer<M>; es: NoInfer<M> },
) {
  for (const [language, bundle] of Object.entries(messages)) {
    if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, bundle);
  }
  return function usePageMessages() {
    const { t, i18n: instance } = useTranslation(namespace);
    const language = instance.resolvedLanguage ?? instance.language;
    const bundle = instance.getResourceBundle(language, namespace) as M | undefined;
    return { m: bundle ?? messages.pt, t, language };
  };
}
