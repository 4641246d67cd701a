// @vitest-environment jsdom
import { act, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { theme } from '../styles/theme';
import { HYDRATE_WHEN_IDLE_AFTER_MS } from './HydrateNearViewport';

/** A section that says when React has hydrated it (its effect ran) and counts its clicks. */
function Counter({ onHydrated }: { onHydrated: () => void }) {
  const [clicks, setClicks] = useState(0);
  useEffect(onHydrated, [onHydrated]);
  return (
    <section>
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        clicks: {clicks}
      </button>
    </section>
  );
}

/** IntersectionObserver as jsdom lacks it: the test says when the observed sections come near. */
let comeNear: () => void = () => {};
class FakeIntersectionObserver {
  constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {
    comeNear = () => this.report([{ isIntersecting: true }]);
  }
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  vi.resetModules();
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** Server HTML of one deferred Counter, hydrated in the browser; the module is fresh, as on a page load. */
async function hydrateDeferred() {
  const { HydrateNearViewport } = await import('./HydrateNearViewport');
  const hydrated = vi.fn();
  const page = (
    <ThemeProvider theme={theme}>
      <HydrateNearViewport>
        <Counter onHydrated={hydrated} />
      </HydrateNearViewport>
    </ThemeProvider>
  );
  const sheet = new ServerStyleSheet();
  const container = document.createElement('div');
  container.innerHTML = renderToString(sheet.collectStyles(page));
  sheet.seal();
  document.body.append(container);
  // The server has no IntersectionObserver; the browser has.
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  await act(async () => {
    hydrateRoot(container, page);
  });
  return { hydrated, button: container.querySelector('button')! };
}

it('renders its section on the server', async () => {
  const { HydrateNearViewport } = await import('./HydrateNearViewport');
  const html = renderToString(
    <ThemeProvider theme={theme}>
      <HydrateNearViewport>
        <p>server text</p>
      </HydrateNearViewport>
    </ThemeProvider>,
  );
  expect(html).toContain('<p>server text</p>');
});

it('keeps the server HTML unhydrated until the section comes near the viewport', async () => {
  const { hydrated, button } = await hydrateDeferred();
  expect(button).toHaveTextContent('clicks: 0');
  expect(hydrated).not.toHaveBeenCalled();

  await act(async () => comeNear());
  expect(hydrated).toHaveBeenCalledOnce();
  await act(async () => button.click());
  expect(button).toHaveTextContent('clicks: 1');
});

it('hydrates every section at the first interaction, and the tap that caused it lands', async () => {
  const { hydrated, button } = await hydrateDeferred();
  expect(hydrated).not.toHaveBeenCalled();

  await act(async () => {
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button.click();
  });
  expect(hydrated).toHaveBeenCalledOnce();
  expect(button).toHaveTextContent('clicks: 1');
});

it('defers nothing on an address with a fragment or a query (an anchor, a deep link)', async () => {
  window.history.replaceState(null, '', '/?event=abc');
  const { hydrated } = await hydrateDeferred();
  expect(hydrated).toHaveBeenCalledOnce();
});

it('hydrates every section once the page has been idle for a while after its load', async () => {
  vi.useFakeTimers();
  try {
    const { hydrated } = await hydrateDeferred();
    expect(hydrated).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(HYDRATE_WHEN_IDLE_AFTER_MS - 1));
    expect(hydrated).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    await act(async () => vi.runOnlyPendingTimers());
    expect(hydrated).toHaveBeenCalledOnce();
  } finally {
    vi.useRealTimers();
  }
});

it('hydrates every section at a move in history, which may update the page with no tap on it', async () => {
  const { hydrated } = await hydrateDeferred();
  await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
  expect(hydrated).toHaveBeenCalledOnce();
});
