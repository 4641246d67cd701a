import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  AdminContext,
  RecordContextProvider,
  ResourceDefinitionContextProvider,
  testDataProvider,
} from 'react-admin';
import { i18nProvider } from '../../providers/i18nProvider';
import { AuditChanges } from './AuditChanges';
import { DocumentLink } from './DocumentLink';

const BEFORE =
  'Um texto longo o bastante para ser lido como texto, com várias palavras e uma frase inteira no fim.';

function renderEntry(entry: Record<string, unknown>, ui: ReactNode) {
  return render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <ResourceDefinitionContextProvider
        definitions={{
          news: { name: 'news', hasEdit: true, hasList: true },
          'site-settings': { name: 'site-settings', hasList: true },
        }}
      >
        <RecordContextProvider value={{ id: 'e1', ...entry }}>{ui}</RecordContextProvider>
      </ResourceDefinitionContextProvider>
    </AdminContext>,
  );
}

describe('an entry in words', () => {
  it('names the field by its label and marks an added word, read out as added, not by colour alone', () => {
    const { container } = renderEntry(
      {
        collection: 'news',
        doc_id: 'n1',
        action: 'update',
        fields: ['content'],
        before: { content: BEFORE },
        after: { content: BEFORE.replace('várias palavras', 'várias novas palavras') },
      },
      <AuditChanges />,
    );
    expect(screen.getByText('Conteúdo', { selector: 'strong' })).toBeInTheDocument();
    const added = container.querySelector('ins');
    expect(added).toHaveTextContent('[adicionado: novas]');
    expect(container.querySelector('del')).toBeNull();
    // Only the change is marked; the words around it are plain text.
    expect(container.querySelectorAll('ins')).toHaveLength(1);
  });

  it('lists sponsor logos as items, the removed one struck and read out as removed', () => {
    const { container } = renderEntry(
      {
        collection: 'events',
        doc_id: 'ev1',
        action: 'update',
        fields: ['sponsor_logos'],
        before: { sponsor_logos: [{ name: 'Logo A', logo_url: 'https://a.example/a.png' }] },
        after: { sponsor_logos: [] },
      },
      <AuditChanges />,
    );
    expect(screen.getByText('Logos dos patrocinadores', { selector: 'strong' })).toBeInTheDocument();
    expect(container.querySelector('li li del')).toHaveTextContent(
      '[removido: Logo A — https://a.example/a.png]',
    );
    expect(container.textContent).not.toContain('{');
  });
});

describe('Auditoria’s Documento', () => {
  it("is the item's title, linked to its edit screen", () => {
    renderEntry(
      { collection: 'news', doc_id: 'n1', action: 'update', doc_title: 'Uma notícia' },
      <DocumentLink />,
    );
    expect(screen.getByRole('link', { name: 'Uma notícia' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/news\/n1$/),
    );
  });

  it('is a one-document area’s name, linked to its screen', () => {
    renderEntry({ collection: 'site_settings', doc_id: 'public', action: 'update' }, <DocumentLink />);
    expect(screen.getByRole('link', { name: 'Configurações do site' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/site-settings$/),
    );
  });

  it('names a deleted item by its last title, with no link to follow', () => {
    renderEntry(
      { collection: 'news', doc_id: 'n1', action: 'delete', doc_title: 'A última versão' },
      <DocumentLink />,
    );
    expect(screen.getByText('A última versão')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
