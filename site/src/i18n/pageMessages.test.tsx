import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@cvc/domain';
import { ensureMessages, i18n } from './index';
import { renderSite } from '../test/render';
import { messageLeaves, placeholders, shareUntranslated } from '../test/messageLeaves';
import { definePageMessages, loadPageMessages } from './pageMessages';

// Every page's message file, loaded the way its chunk would load it, so a new one is checked without a list.
const MESSAGE_FILES = import.meta.glob('../{pages,features,i18n}/**/messages.ts', { eager: true });
const PROBE = 'pageMessagesTest';

const useMessages = definePageMessages(PROBE, {
  pt: { hello: 'Olá', count: '{{n}} itens' },
  en: { hello: 'Hello', count: '{{n}} items' },
  es: { hello: 'Hola', count: '{{n}} elementos' },
});

const LAZY = 'pageMessagesLazyTest';
const useLazyMessages = await loadPageMessages(LAZY, {
  pt: () => Promise.resolve({ hello: 'Olá de um chunk' }),
  en: () => Promise.resolve({ hello: 'Hello from a chunk' }),
  es: () => Promise.resolve({ hello: 'Hola desde un chunk' }),
});

function LazyProbe() {
  return <p>{useLazyMessages().m.hello}</p>;
}

function Probe() {
  const { m, t } = useMessages();
  return (
    <p>
      {m.hello} · {t('count', { n: 3 })}
    </p>
  );
}

function pageNamespaces(): string[] {
  const store = i18n.store.data.pt ?? {};
  return Object.keys(store).filter((namespace) => !['translation', PROBE, LAZY].includes(namespace));
}

const bundle = (language: string, namespace: string) =>
  messageLeaves(i18n.getResourceBundle(language, namespace) as unknown);

describe('definePageMessages', () => {
  it('follows the page language in all three languages and interpolates', async () => {
    for (const [language, text] of [
      ['pt', 'Olá · 3 itens'],
      ['en', 'Hello · 3 items'],
      ['es', 'Hola · 3 elementos'],
    ]) {
      const { unmount } = renderSite(<Probe />, { language });
      expect(await screen.findByText(text!)).toBeInTheDocument();
      unmount();
    }
  });

  it('gives a namespace loaded a language at a time in all three languages', async () => {
    for (const [language, text] of [
      ['pt', 'Olá de um chunk'],
      ['en', 'Hello from a chunk'],
      ['es', 'Hola desde un chunk'],
    ]) {
      await ensureMessages(language as Language);
      const { unmount } = renderSite(<LazyProbe />, { language });
      expect(await screen.findByText(text!)).toBeInTheDocument();
      unmount();
    }
  });

  it('finds every page message file and registers each namespace in every language', () => {
    expect(Object.keys(MESSAGE_FILES).length).toBeGreaterThanOrEqual(7);
    const namespaces = pageNamespaces();
    expect(namespaces).toEqual(
      expect.arrayContaining([
        'article',
        'landingForm',
        'lists',
        'suppliers',
        'ventureLab',
        'course2030',
        'executiveTraining',
      ]),
    );
    for (const namespace of namespaces) {
      for (const language of LANGUAGES) expect(i18n.hasResourceBundle(language, namespace)).toBe(true);
    }
  });

  it.each(pageNamespaces())('gives %s the same keys and placeholders in pt, en and es', (namespace) => {
    const pt = bundle('pt', namespace);
    for (const language of ['en', 'es']) {
      const other = bundle(language, namespace);
      expect([...other.keys()].sort(), `${language} keys`).toEqual([...pt.keys()].sort());
      for (const [key, text] of pt) {
        expect(placeholders(other.get(key) ?? ''), `${language} ${key}`).toEqual(placeholders(text));
      }
    }
  });

  it.each(pageNamespaces())('translates %s into Spanish rather than copying the Portuguese', (namespace) => {
    // Most entries, not all: names (Venture Lab, 2030 Revolução Tech) and words like Empresa, Cargo, Scouting are
    // the same in both.
    expect(shareUntranslated(bundle('pt', namespace), bundle('es', namespace))).toBeLessThan(0.5);
  });
});
