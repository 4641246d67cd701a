import { render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createReadStore, readOf, type ReadStore } from './readStore';
import { ReadStoreProvider } from './ReadStoreContext';
import { useRead } from './useAsync';

const readTitle = vi.fn(async (slug: string) => `Fresh ${slug}`);

function Title({ slug }: { slug: string }) {
  const state = useRead(readTitle, slug);
  return <h1>{state.status === 'ready' ? state.data : 'Carregando'}</h1>;
}

const withStore = (store: ReadStore, slug = 'a') => (
  <ReadStoreProvider store={store}>
    <Title slug={slug} />
  </ReadStoreProvider>
);

describe('useRead', () => {
  it('renders loading, then the read, when the page holds nothing', async () => {
    readTitle.mockClear();
    render(withStore(createReadStore()));
    expect(screen.getByRole('heading')).toHaveTextContent('Carregando');
    expect(await screen.findByText('Fresh a')).toBeInTheDocument();
    expect(readTitle).toHaveBeenCalledTimes(1);
  });

  it("starts the read in a task of its own, after the one that ran the page's effects", async () => {
    readTitle.mockClear();
    render(withStore(createReadStore()));
    expect(readTitle).not.toHaveBeenCalled();
    expect(await screen.findByText('Fresh a')).toBeInTheDocument();
    expect(readTitle).toHaveBeenCalledTimes(1);
  });

  it('starts nothing for a section gone before its task came', async () => {
    readTitle.mockClear();
    render(withStore(createReadStore())).unmount();
    await new Promise((resolve) => setTimeout(resolve));
    expect(readTitle).not.toHaveBeenCalled();
  });

  it('hydrates a server render from the reads in the page: same markup, and no second read', async () => {
    readTitle.mockClear();
    const server = createReadStore();
    server.startAll({ title: readOf(readTitle, 'a') });
    await server.settle();
    const container = document.createElement('div');
    container.innerHTML = renderToString(withStore(server));
    expect(container.textContent).toBe('Fresh a');
    document.body.append(container);

    const browser = createReadStore(server.serialize());
    browser.startAll({ title: readOf(readTitle, 'a') });
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, withStore(browser), { onRecoverableError: recoverable });
    });
    expect(container.textContent).toBe('Fresh a');
    expect(recoverable).not.toHaveBeenCalled();
    expect(readTitle).toHaveBeenCalledTimes(1);
    container.remove();
  });

  it('reads again when its argument changes (a switch of language), showing the last result meanwhile', async () => {
    readTitle.mockClear();
    const { rerender } = render(withStore(createReadStore(), 'pt'));
    expect(await screen.findByText('Fresh pt')).toBeInTheDocument();
    rerender(withStore(createReadStore(), 'en'));
    // Not back to loading: the page keeps its text until the other language's arrives.
    expect(screen.getByRole('heading')).toHaveTextContent('Fresh pt');
    expect(await screen.findByText('Fresh en')).toBeInTheDocument();
    expect(readTitle).toHaveBeenCalledTimes(2);
  });
});
