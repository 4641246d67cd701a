import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LIST_PAGE_SIZE } from '@cvc/domain';
import { CardTitle } from '../../components/Card';
import { renderSite } from '../../test/render';
import { ListPage } from './ListPage';

const TOTAL = 14;
const ITEMS = Array.from({ length: TOTAL }, (_, i) => `Notícia ${i + 1}`);

// Stands in for the Firestore read: the same contract, twelve rows per page and the exact total.
function readPage({ page }: { page: number }) {
  const start = (page - 1) * LIST_PAGE_SIZE;
  return Promise.resolve({ items: ITEMS.slice(start, start + LIST_PAGE_SIZE), total: TOTAL });
}

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderList(path = '/noticias', read = readPage) {
  return renderSite(
    <>
      <ListPage kind="news" readPage={read} renderItems={(items) => items.map((i) => <p key={i}>{i}</p>)} />
      <Search />
    </>,
    { path },
  );
}

describe('ListPage paging', () => {
  it('shows twelve rows on page 1 with previous disabled and next enabled', async () => {
    renderList();
    expect(await screen.findByText('Notícia 1')).toBeInTheDocument();
    expect(screen.getByText('Notícia 12')).toBeInTheDocument();
    expect(screen.queryByText('Notícia 13')).not.toBeInTheDocument();
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Anterior/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Próxima/ })).toBeEnabled();
  });

  it('moves to ?page=2, where next is disabled, and back to the bare path', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderList();
    await user.click(await screen.findByRole('button', { name: /Próxima/ }));
    expect(await screen.findByText('Notícia 13')).toBeInTheDocument();
    expect(screen.getByText('Notícia 14')).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('?page=2');
    expect(screen.getByRole('button', { name: /Próxima/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Anterior/ }));
    expect(await screen.findByText('Notícia 1')).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
  });

  it('opens the page named in the URL', async () => {
    renderList('/noticias?page=2');
    expect(await screen.findByText('Notícia 14')).toBeInTheDocument();
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
  });

  it('shows the empty text of SPEC §8 and no pager when there is nothing', async () => {
    renderList('/noticias', () => Promise.resolve({ items: [], total: 0 }));
    expect(await screen.findByText('Nenhuma notícia disponível no momento.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
  });

  it('logs a failed read and shows the empty text', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderList('/noticias', () => Promise.reject(new Error('offline')));
    expect(await screen.findByText('Nenhuma notícia disponível no momento.')).toBeInTheDocument();
    await waitFor(() => expect(error).toHaveBeenCalled());
    error.mockRestore();
  });

  it('uses the opinion and report empty texts of their pages', async () => {
    renderSite(
      <ListPage
        kind="opinions"
        readPage={() => Promise.resolve({ items: [], total: 0 })}
        renderItems={() => null}
      />,
    );
    expect(await screen.findByText('Nenhuma opinião disponível no momento.')).toBeInTheDocument();
    renderSite(
      <ListPage
        kind="reports"
        readPage={() => Promise.resolve({ items: [], total: 0 })}
        renderItems={() => null}
      />,
    );
    expect(await screen.findByText('Nenhum report disponível no momento.')).toBeInTheDocument();
  });
});

describe('ListPage headings', () => {
  it("titles each card h2, straight under the page's h1, and keeps h3 for cards under a section", async () => {
    renderSite(
      <>
        <ListPage
          kind="news"
          readPage={readPage}
          renderItems={(items) => items.map((i) => <CardTitle key={i}>{i}</CardTitle>)}
        />
        <CardTitle>Fora da lista</CardTitle>
      </>,
      { path: '/noticias' },
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Notícia 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Fora da lista' })).toBeInTheDocument();
  });
});
