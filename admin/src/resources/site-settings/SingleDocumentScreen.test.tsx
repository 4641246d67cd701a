import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AdminContext,
  HttpError,
  ResourceContextProvider,
  TextInput,
  testDataProvider,
  type DataProvider,
} from 'react-admin';
import { i18nProvider } from '../../providers/i18nProvider';
import { SingleDocumentScreen } from './SingleDocumentScreen';

const FAILED = 'Não foi possível carregar este formulário. Verifique sua conexão e tente novamente.';

function renderScreen(getOne: DataProvider['getOne']) {
  const dataProvider = testDataProvider({
    getOne,
    getList: async () => ({ data: [], total: 0 }) as never,
  });
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="site-settings">
        <SingleDocumentScreen
          resource="site-settings"
          id="main"
          title="Configurações do site"
          validate={() => ({})}
          defaultValues={{ title: 'Valor padrão' }}
        >
          <TextInput source="title" />
        </SingleDocumentScreen>
      </ResourceContextProvider>
    </AdminContext>,
  );
}

describe('SingleDocumentScreen', () => {
  it('shows a failed read with a retry, never a form of defaults that would replace the stored document', async () => {
    let reads = 0;
    renderScreen(async () => {
      reads += 1;
      // Firestore's error for a read it could not make (offline, a network blip).
      if (reads === 1)
        throw Object.assign(new Error('Failed to get document because the client is offline.'), {
          code: 'unavailable',
        });
      return { data: { id: 'main', title: 'Valor guardado' } } as never;
    });
    expect(await screen.findByText(FAILED)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByDisplayValue('Valor guardado')).toBeTruthy();
    expect(screen.queryByText(FAILED)).toBeNull();
  });

  it('offers the create form with its defaults only when the read says the document does not exist', async () => {
    renderScreen(async () => {
      throw new HttpError('Documento não encontrado: site_settings/main', 404);
    });
    expect(await screen.findByDisplayValue('Valor padrão')).toBeTruthy();
    expect(screen.queryByText(FAILED)).toBeNull();
  });
});
