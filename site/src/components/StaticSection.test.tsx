// @vitest-environment jsdom
import { act, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { afterEach, expect, it, vi } from 'vitest';
import { ReadStoreProvider } from '../hooks/ReadStoreContext';
import { createReadStore, readOf, type ReadStore } from '../hooks/readStore';
import { i18n } from '../i18n';
import { SiteModalsContext, type SiteModals } from '../site-context/SiteModals';
import { theme } from '../styles/theme';
import { staticSection, tapAction, tapAnchor, type StaticActions } from './StaticSection';

// React's act, as the testing library sets it for its own renders.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const fetchItems = async () => ['Primeira notícia'];
const READS = { items: readOf(fetchItems, undefined) };

/** A section as the home's are: text, a link to another page, buttons that open dialogs or scroll. */
function Section() {
  return (
    <section id="sobre">
      <h2>Sobre</h2>
      <a href="/noticias">Ver todas</a>
      <a href="https://example.com/guia">Guia</a>
      <button type="button" {...tapAction('openLead')}>
        Associe-se
      </button>
      <button type="button" {...tapAction('openFormats')}>
        Formatos
      </button>
      <button type="button" {...tapAnchor('sobre')}>
        Conheça
      </button>
    </section>
  );
}

function Address() {
  return <output aria-label="address">{useLocation().pathname}</output>;
}

function page(
  Static: ComponentType<{ actions?: StaticActions }>,
  store: ReadStore,
  modals: SiteModals,
  actions: StaticActions,
) {
  return (
    <ThemeProvider theme={theme}>
      <ReadStoreProvider store={store}>
        <SiteModalsContext.Provider value={modals}>
          <MemoryRouter initialEntries={['/']}>
            <Static actions={actions} />
            <Address />
          </MemoryRouter>
        </SiteModalsContext.Provider>
      </ReadStoreProvider>
    </ThemeProvider>
  );
}

function serverHtml(ui: ReactNode): string {
  const sheet = new ServerStyleSheet();
  const html = renderToString(sheet.collectStyles(ui));
  sheet.seal();
  return html;
}

/**
 * The section's code as already loaded, settling at once: renderToString then renders it instead of its
 * fallback, as the server's streaming render (which waits for it) does.
 */
type Settled<T> = { then: <R>(next: (value: T) => R) => Settled<R> };
const settled = <T,>(value: T): Settled<T> => ({ then: (next) => settled(next(value)) });

const modals = () => ({ openLead: vi.fn(), openTrustedAdvisor: vi.fn(), openExecutiveTraining: vi.fn() });

/**
 * The section rendered by a server that read `fetchItems` (or failed to, `serverRead: false`), then hydrated in
 * the browser by a fresh staticSection whose code loading the test watches.
 */
async function hydrateStatic({ serverRead = true, takenBefore = false } = {}) {
  const serverStore = createReadStore();
  if (serverRead) serverStore.startAll(READS);
  await serverStore.settle();
  const onServer = staticSection(() => settled(Section) as unknown as Promise<typeof Section>, {
    reads: Object.keys(READS),
  });
  const html = serverHtml(page(onServer, serverStore, modals(), {}));

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const serverSection = container.querySelector('section');

  const browserStore = createReadStore(serverStore.serialize());
  browserStore.startAll(READS);
  if (takenBefore) browserStore.release(fetchItems, undefined);
  const load = vi.fn(async () => Section);
  const inBrowser = staticSection(load, { reads: Object.keys(READS) });
  const siteModals = modals();
  const actions = { openFormats: vi.fn() };
  const recoverable = vi.fn();
  await act(async () => {
    hydrateRoot(container, page(inBrowser, browserStore, siteModals, actions), {
      onRecoverableError: recoverable,
    });
  });
  return { container, serverSection, load, siteModals, actions, recoverable };
}

afterEach(async () => {
  document.body.innerHTML = '';
  await act(() => i18n.changeLanguage('pt'));
});

it("keeps the server's HTML on the first load: its code is not loaded and its nodes stay the server's", async () => {
  const { container, serverSection, load, recoverable } = await hydrateStatic();
  expect(load).not.toHaveBeenCalled();
  expect(container.querySelector('section')).toBe(serverSection);
  expect(container.querySelector('h2')?.textContent).toBe('Sobre');
  expect(recoverable).not.toHaveBeenCalled();
});

it('answers the buttons of the kept HTML: a site dialog, an action of the page, a scroll to a section', async () => {
  const { container, siteModals, actions } = await hydrateStatic();
  const button = (name: string) =>
    [...container.querySelectorAll('button')].find((element) => element.textContent === name)!;
  act(() => button('Associe-se').click());
  expect(siteModals.openLead).toHaveBeenCalledTimes(1);
  act(() => button('Formatos').click());
  expect(actions.openFormats).toHaveBeenCalledTimes(1);
  const scrolled = vi.fn();
  Element.prototype.scrollIntoView = scrolled;
  act(() => button('Conheça').click());
  expect(scrolled).toHaveBeenCalledTimes(1);
});

it('moves within the app on a link of the kept HTML to this site, and leaves other sites to the browser', async () => {
  const { container } = await hydrateStatic();
  const link = (name: string) =>
    [...container.querySelectorAll('a')].find((element) => element.textContent === name)!;
  const address = () => container.querySelector('output')?.textContent;
  const external = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  act(() => void link('Guia').dispatchEvent(external));
  expect(external.defaultPrevented).toBe(false);
  expect(address()).toBe('/');
  const internal = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  act(() => void link('Ver todas').dispatchEvent(internal));
  expect(internal.defaultPrevented).toBe(true);
  expect(address()).toBe('/noticias');
});

it('keeps the HTML when another component took the read first (a page that hydrates after the header)', async () => {
  const { load } = await hydrateStatic({ takenBefore: true });
  expect(load).not.toHaveBeenCalled();
});

it('renders live, loading its code, when the server rendered it without its read', async () => {
  const { load } = await hydrateStatic({ serverRead: false });
  expect(load).toHaveBeenCalledTimes(1);
});

it('renders live in the new language when the language changes', async () => {
  const { load } = await hydrateStatic();
  expect(load).not.toHaveBeenCalled();
  await act(() => i18n.changeLanguage('en'));
  expect(load).toHaveBeenCalledTimes(1);
});
