import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AdminContext,
  Notification,
  RecordContextProvider,
  ResourceContextProvider,
  SimpleForm,
  TextInput,
  testDataProvider,
} from 'react-admin';
import { ARTICLE_PREVIEW_PATH } from '@cvc/web';
import { i18nProvider } from '../providers/i18nProvider';
import { PreviewButton } from './PreviewButton';

// The member's ID token, as Auth would give it.
vi.mock('../providers/firebaseApp', () => ({
  auth: { currentUser: { getIdToken: async () => 'id-token-of-the-editor' } },
}));

function renderEdit(record: { id?: string; title: string }) {
  return render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="news">
        <RecordContextProvider value={record}>
          <SimpleForm record={record} toolbar={<PreviewButton kind="news" />} onSubmit={() => undefined}>
            <TextInput source="title" />
          </SimpleForm>
        </RecordContextProvider>
      </ResourceContextProvider>
      <Notification />
    </AdminContext>,
  );
}

describe('PreviewButton', () => {
  const posted: { action: string; method: string; target: string; fields: Record<string, string> }[] = [];
  let open: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    posted.length = 0;
    open = vi.fn(() => ({ close: vi.fn() }));
    vi.stubGlobal('open', open);
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      posted.push({
        action: new URL(this.action).pathname,
        method: this.method,
        target: this.target,
        fields: Object.fromEntries(new FormData(this) as unknown as Iterable<[string, string]>),
      });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('posts the saved item, the chosen language and the member’s token into a new tab', async () => {
    renderEdit({ id: 'n1', title: 'Rascunho' });
    fireEvent.change(screen.getByLabelText('Idioma da pré-visualização'), { target: { value: 'es' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    const target = 'preview-news-n1-es';
    expect(open).toHaveBeenCalledWith('about:blank', target);
    expect(posted[0]).toEqual({
      action: ARTICLE_PREVIEW_PATH,
      method: 'post',
      target,
      fields: { token: 'id-token-of-the-editor', kind: 'news', id: 'n1', language: 'es' },
    });
    // The form leaves the page once sent.
    expect(document.querySelector('form[target]')).toBeNull();
  });

  it('offers the three languages, Portuguese first', () => {
    renderEdit({ id: 'n1', title: 'Rascunho' });
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Português', 'English', 'Español']);
  });

  it('says the preview shows the saved version once the form has unsaved changes', async () => {
    renderEdit({ id: 'n1', title: 'Rascunho' });
    expect(screen.queryByText(/última versão salva/)).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: /Título/ }), { target: { value: 'Outro' } });
    const hint = await screen.findByText(
      'A pré-visualização mostra a última versão salva. Salve para ver as alterações.',
    );
    expect(screen.getByRole('button', { name: 'Pré-visualizar' })).toHaveAttribute(
      'aria-describedby',
      hint.id,
    );
  });

  it('warns instead of posting when the browser blocks the new tab', async () => {
    open.mockReturnValue(null);
    renderEdit({ id: 'n1', title: 'Rascunho' });
    fireEvent.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
    expect(await screen.findByText(/bloqueou a nova aba/)).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('is absent before the item exists (nothing saved to preview)', () => {
    renderEdit({ title: 'Novo' });
    expect(screen.queryByRole('button', { name: 'Pré-visualizar' })).toBeNull();
  });
});
