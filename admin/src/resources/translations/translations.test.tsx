import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, ResourceContextProvider, SimpleForm, testDataProvider } from 'react-admin';
import { newsSchema, sourceFingerprint, withTranslationBookkeeping } from '@cvc/domain';
import { zodValidator } from '../../components/zodValidator';
import { DeleteRowButton } from '../../components/DeleteRowButton';
import { i18nProvider } from '../../providers/i18nProvider';
import { withArticleBodyChecks } from '../../features/article-body';
import { changesSince, type Entry } from './changesSince';
import { formFingerprint } from './translationInputs';
import { TranslatedInputs } from './TranslatedInputs';
import { TextInput } from 'react-admin';

const THEN = new Date('2026-01-10T12:00:00Z');
const original = { title: 'Rodada aberta', summary: 'Resumo', content: 'Texto', status: 'draft' };
const english = { title: 'Open round', summary: 'Summary', content: 'Text' };
/** A news item translated into English, then its Portuguese title changed: English outdated, Spanish missing. */
const outdated = {
  id: 'n1',
  ...withTranslationBookkeeping('news', { ...original, translations: { en: english } }, null, THEN),
  title: 'Rodada fechada',
};

const update = (
  id: string,
  at: string,
  fields: string[],
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Entry => ({
  id,
  at: new Date(at),
  action: 'update',
  collection: 'news',
  doc_id: 'n1',
  by_email: 'editor@cvc.local',
  fields,
  before,
  after,
});
const HISTORY: Entry[] = [
  update(
    'e3',
    '2026-01-12T09:00:00Z',
    ['title', 'status'],
    { title: 'Rodada aberta' },
    { title: 'Rodada fechada' },
  ),
  update(
    'e2',
    '2026-01-11T09:00:00Z',
    ['image_url'],
    { image_url: null },
    { image_url: 'https://x.org/a.png' },
  ),
  // The save that wrote the English version: nothing before it concerns the translation.
  update(
    'e1',
    '2026-01-10T12:00:01Z',
    ['translations', 'summary'],
    { translations: {} },
    { translations: { en: english } },
  ),
];

function renderForm(record: object, onSubmit = vi.fn()) {
  const getList = vi.fn(async () => ({ data: HISTORY as never[], total: HISTORY.length }));
  render(
    <AdminContext dataProvider={testDataProvider({ getList })} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="news">
        <SimpleForm
          record={record}
          onSubmit={onSubmit}
          validate={zodValidator(withArticleBodyChecks(newsSchema))}
        >
          <TranslatedInputs collection="news">
            <TextInput source="title" />
            <TextInput source="summary" />
            <TextInput source="content" />
          </TranslatedInputs>
        </SimpleForm>
      </ResourceContextProvider>
    </AdminContext>,
  );
  return { getList, onSubmit };
}

describe('the translation tabs', () => {
  it('name each language with its saved state, and show an outdated one what changed since', async () => {
    const { getList } = renderForm(outdated);
    expect(screen.getByRole('tab', { name: 'Português (original)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    screen.getByRole('tab', { name: 'Tradução em espanhol · Sem tradução' });
    fireEvent.click(screen.getByRole('tab', { name: 'Tradução em inglês · Desatualizada' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Tradução em inglês · Desatualizada' });
    expect(within(panel).getByLabelText(/^Título/)).toHaveValue('Open round');
    const changes = await within(panel).findByRole('region', {
      name: 'O que mudou no original desde a tradução',
    });
    // The title's change, as Histórico words it; the image and the status are not the translator's business.
    await waitFor(() => expect(changes).toHaveTextContent('Título: Rodada aberta → Rodada fechada'));
    expect(within(changes).queryByText(/URL da imagem/)).toBeNull();
    expect(within(changes).queryByText(/Status/)).toBeNull();
    expect(getList).toHaveBeenCalledWith(
      'audit',
      expect.objectContaining({ filter: { collection: 'news', doc_id: 'n1', 'at@gte': THEN } }),
    );
  });

  it('"Marcar como em dia" saves the fingerprint of the Portuguese as it is, the text untouched', async () => {
    const { onSubmit } = renderForm(outdated);
    fireEvent.click(screen.getByRole('tab', { name: 'Tradução em inglês · Desatualizada' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Marcar como em dia' }));
    expect(screen.getByRole('status')).toHaveTextContent('Marcada como em dia: salve para guardar.');
    fireEvent.submit(document.querySelector('form')!);
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const saved = onSubmit.mock.calls[0]![0] as { translations: { en: object } };
    expect(saved.translations.en).toMatchObject({
      ...english,
      source_fingerprint: sourceFingerprint('news', outdated),
    });
  });

  it('refuses a started translation beside its field, keeps what was typed, and marks its tab', async () => {
    const { onSubmit } = renderForm({ id: 'n1', ...original });
    fireEvent.click(screen.getByRole('tab', { name: 'Tradução em espanhol · Sem tradução' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Tradução em espanhol · Sem tradução' });
    fireEvent.change(within(panel).getByLabelText(/^Título/), { target: { value: 'Ronda abierta' } });
    // Once started, the original's required fields are required here too, and marked so.
    await waitFor(() => expect(within(panel).getByLabelText(/^Resumo/)).toBeRequired());
    expect(within(panel).getByText('Resumo', { selector: 'label span' }).parentElement).toHaveTextContent(
      /\*$/,
    );
    fireEvent.submit(document.querySelector('form')!);
    await screen.findByRole('tab', { name: /Tradução em espanhol · Sem tradução \(contém erros\)/ });
    expect(screen.getByRole('tab', { name: 'Português (original)' })).not.toHaveTextContent('contém erros');
    expect(within(panel).getAllByText('Campo obrigatório').length).toBeGreaterThan(0);
    expect(within(panel).getByLabelText(/^Título/)).toHaveValue('Ronda abierta');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('changesSince', () => {
  it("keeps the updates after the translation's last save, limited to the translated fields", () => {
    const changes = changesSince(HISTORY, 'news', 'en');
    expect(changes.map((entry) => [entry.id, entry.fields])).toEqual([['e3', ['title']]]);
    // The Spanish version was never written: every update of the translated fields counts.
    expect(changesSince(HISTORY, 'news', 'es').map((entry) => entry.id)).toEqual(['e3', 'e1']);
  });
});

describe('formFingerprint', () => {
  it('is the fingerprint the Portuguese will have once saved: trimmed, blank lines dropped', () => {
    expect(formFingerprint('news', { ...original, title: ' Rodada aberta ' })).toBe(
      sourceFingerprint('news', original),
    );
    expect(formFingerprint('suppliers', { description: 'D', services: ['a', ' ', 'b '] })).toBe(
      sourceFingerprint('suppliers', { description: 'D', services: ['a', 'b'] }),
    );
  });
});

describe('deleting a translated item', () => {
  it('says its English and Spanish versions go with it', async () => {
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="news">
          <SimpleForm record={{ ...outdated, translations: { en: english, es: english } }} toolbar={false}>
            <DeleteRowButton />
          </SimpleForm>
        </ResourceContextProvider>
      </AdminContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remover' }));
    expect(
      await screen.findByText(
        'As versões em inglês e espanhol são excluídas junto com o original: ficam no mesmo documento.',
      ),
    ).toBeInTheDocument();
  });
});
