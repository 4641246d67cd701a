import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffClaims } from '@cvc/domain';
import {
  AdminContext,
  RecordContextProvider,
  ResourceContextProvider,
  SimpleForm,
  testDataProvider,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../providers/i18nProvider';
import { RESOURCES } from '../../providers/resources';
import { PartnerInputs } from './PartnerInputs';
import { PartnerList } from './PartnerList';
import { writablePartnerTypes } from './partnerTypes';
import { staffAuthProvider } from '../../test/staffAuthProvider';

const ADMIN: StaffClaims = { role: 'admin' };
const PARTNERS_ONLY: StaffClaims = { perms: { partners: true } };
const base = { name: 'Aurora', logo_url: '/logos/aurora.svg', display_order: 0 };

const authAs = staffAuthProvider;

function renderForm(resource: string, claims: StaffClaims, record?: object) {
  const onSubmit = vi.fn();
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider} authProvider={authAs(claims)}>
      <ResourceContextProvider value={resource}>
        <RecordContextProvider value={record}>
          {/* noValidate as every console form (layout/theme.ts): the schema, not the browser, refuses. */}
          <SimpleForm record={record} onSubmit={onSubmit} noValidate>
            <PartnerInputs />
          </SimpleForm>
        </RecordContextProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );
  return onSubmit;
}

/** The Partners list over these rows. */
function renderList(rows: object[]) {
  const dataProvider = testDataProvider({
    getList: async () => ({ data: rows as never[], total: rows.length }),
  });
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="partners">
        <PartnerList />
      </ResourceContextProvider>
    </AdminContext>,
  );
}

async function typeOptions() {
  await userEvent.click(await screen.findByRole('combobox', { name: 'Tipo' }));
  return within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);
}

describe('the Partners screen (SPEC §5: every type, the type editable)', () => {
  it('lists every type: its query carries no partner_type scope, and filters by type', () => {
    expect(RESOURCES.partners!.scope).toBeUndefined();
    expect(RESOURCES.partners!.filters).toEqual(['partner_type']);
    expect(RESOURCES.maintainers!.scope).toEqual({ partner_type: 'maintainer' });
    expect(RESOURCES.participants!.scope).toEqual({ partner_type: 'participant' });
  });

  it('shows each row’s type, a record stored without one as a partner', async () => {
    const rows = [
      { id: 'm', ...base, name: 'Mantém SA', partner_type: 'maintainer' },
      { id: 'u', ...base, name: 'Sem Tipo Ltda' },
    ];
    renderList(rows);
    const maintainer = (await screen.findByText('Mantém SA')).closest('tr')!;
    expect(within(maintainer).getByText('Mantenedor')).toBeInTheDocument();
    const untyped = screen.getByText('Sem Tipo Ltda').closest('tr')!;
    expect(within(untyped).getByText('Parceiro')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Tipo' })).toBeInTheDocument();
  });

  it("shows each logo silent beside its name: screen readers hear the partner's name once", async () => {
    const rows = [{ id: 'a', ...base }];
    renderList(rows);
    const row = (await screen.findByText('Aurora')).closest('tr')!;
    const logo = row.querySelector('img')!;
    expect(logo).toHaveAttribute('src', '/logos/aurora.svg');
    expect(logo).toHaveAttribute('alt', '');
    expect(within(row).getAllByText('Aurora')).toHaveLength(1);
    expect(within(row).queryByRole('img')).toBeNull();
  });

  it('lets an admin choose any type, partner by default', async () => {
    const onSubmit = renderForm('partners', ADMIN);
    expect(await screen.findByRole('combobox', { name: 'Tipo' })).toHaveTextContent('Parceiro');
    expect(await typeOptions()).toEqual(['Parceiro', 'Mantenedor', 'Participante']);
    await userEvent.click(screen.getByRole('option', { name: 'Mantenedor' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ partner_type: 'maintainer' });
  });

  it('opens a record stored without a type as a partner', async () => {
    const onSubmit = renderForm('partners', ADMIN, { id: 'u', ...base });
    expect(await screen.findByRole('combobox', { name: 'Tipo' })).toHaveTextContent('Parceiro');
    // Saved untouched (the button waits for a change): the form submits the default type.
    fireEvent.submit(document.querySelector('form')!);
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ partner_type: 'partner' });
  });

  it('offers a holder of only the partners key only the partner type', async () => {
    renderForm('partners', PARTNERS_ONLY, { id: 'p', ...base, partner_type: 'partner' });
    expect(await typeOptions()).toEqual(['Parceiro']);
  });

  it('keeps a row of a type the keys do not cover read-only, and says who may change it', async () => {
    renderForm('partners', PARTNERS_ONLY, { id: 'm', ...base, partner_type: 'maintainer' });
    const select = await screen.findByRole('combobox', { name: 'Tipo' });
    expect(select).toHaveTextContent('Mantenedor');
    expect(
      screen.getByText('Somente quem tem a permissão Mantenedores altera este registro.'),
    ).toBeInTheDocument();
    await userEvent.click(select);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('has no type field on the maintainer and participant screens, which force their own', async () => {
    renderForm('maintainers', ADMIN);
    await screen.findByRole('textbox', { name: 'Nome' });
    expect(screen.queryByRole('combobox', { name: 'Tipo' })).toBeNull();
  });

  it('derives the writable types from the keys', () => {
    expect(writablePartnerTypes(ADMIN)).toEqual(['partner', 'maintainer', 'participant']);
    expect(writablePartnerTypes({ perms: { partners: true, participants: true } })).toEqual([
      'partner',
      'participant',
    ]);
    expect(writablePartnerTypes({ perms: { news: true } })).toEqual([]);
    expect(writablePartnerTypes(null)).toEqual([]);
  });
});
