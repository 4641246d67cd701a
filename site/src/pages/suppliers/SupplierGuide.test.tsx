import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SUPPLIER_CATEGORIES, type Supplier } from '@cvc/domain';
import { renderSite } from '../../test/render';
import { SupplierGuide } from './SupplierGuide';

function supplier(name: string, category: Supplier['category'], extra: Partial<Supplier> = {}): Supplier {
  return {
    id: name,
    name,
    description: `Descrição de ${name}`,
    category,
    services: [],
    website_url: null,
    contact_email: null,
    contact_phone: null,
    logo_url: null,
    featured: false,
    status: 'active',
    ...extra,
  };
}

const SUPPLIERS = [
  supplier('Lacerda Advogados', 'Escritórios de Advocacia', {
    featured: true,
    services: ['Um', 'Dois', 'Três', 'Quatro', 'Cinco'],
    website_url: 'https://lacerda.example.com',
    contact_email: 'contato@lacerda.example.com',
  }),
  supplier('Pauta Certa', 'Assessoria de Imprensa', { description: 'Relações com a IMPRENSA.' }),
  supplier('Moura Advogados', 'Escritórios de Advocacia'),
];

const names = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('SupplierGuide', () => {
  it('lists every supplier in the given order with the categories in the fixed order of SPEC §9', () => {
    renderSite(<SupplierGuide suppliers={SUPPLIERS} />);
    expect(names()).toEqual(['Lacerda Advogados', 'Pauta Certa', 'Moura Advogados']);
    const options = within(screen.getByLabelText('Categoria')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Todas as categorias', ...SUPPLIER_CATEGORIES]);
  });

  it('speaks Spanish, category names included, while filtering on the stored Portuguese value', async () => {
    const user = userEvent.setup();
    renderSite(<SupplierGuide suppliers={SUPPLIERS} />, { language: 'es' });
    const select = await screen.findByLabelText('Categoría');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Todas las categorías',
      'Despachos de Abogados',
      'Fondos de VC/Gestión de CVC',
      'Consultoras de CVC',
      'Aceleradoras de Startups',
      'Plataformas de Deal Flow',
      'Agencias de Publicidad',
      'Asesoría de Prensa',
    ]);
    expect(screen.getByText('3 proveedores')).toBeInTheDocument();
    await user.selectOptions(select, 'Asesoría de Prensa');
    expect(names()).toEqual(['Pauta Certa']);
    expect(screen.getByText('Asesoría de Prensa', { selector: 'p, span, div' })).toBeInTheDocument();
    expect(screen.queryByText('Assessoria de Imprensa')).toBeNull();
    expect(screen.queryByLabelText('Buscar fornecedor')).toBeNull();
  });

  it('searches name and description ignoring case', async () => {
    const user = userEvent.setup();
    renderSite(<SupplierGuide suppliers={SUPPLIERS} />);
    await user.type(screen.getByLabelText('Buscar fornecedor'), 'advogados');
    expect(names()).toEqual(['Lacerda Advogados', 'Moura Advogados']);
    await user.clear(screen.getByLabelText('Buscar fornecedor'));
    await user.type(screen.getByLabelText('Buscar fornecedor'), 'imprensa');
    expect(names()).toEqual(['Pauta Certa']);
  });

  it("combines search with the category, 'all' meaning no filter, and says when nothing matches", async () => {
    const user = userEvent.setup();
    renderSite(<SupplierGuide suppliers={SUPPLIERS} />);
    await user.selectOptions(screen.getByLabelText('Categoria'), 'Escritórios de Advocacia');
    expect(names()).toEqual(['Lacerda Advogados', 'Moura Advogados']);
    await user.type(screen.getByLabelText('Buscar fornecedor'), 'moura');
    expect(names()).toEqual(['Moura Advogados']);
    await user.selectOptions(screen.getByLabelText('Categoria'), 'Assessoria de Imprensa');
    expect(names()).toEqual([]);
    expect(screen.getByText('Nenhum fornecedor encontrado.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Categoria'), 'all');
    expect(names()).toEqual(['Moura Advogados']);
  });

  it('shows at most four services, the featured badge and the links', () => {
    renderSite(<SupplierGuide suppliers={SUPPLIERS} />);
    const card = screen.getByRole('heading', { name: 'Lacerda Advogados' }).closest('article')!;
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Um', 'Dois', 'Três', 'Quatro']);
    expect(within(card).getByText('Destaque')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Visitar site' })).toHaveAttribute(
      'href',
      'https://lacerda.example.com',
    );
    expect(within(card).getByRole('link', { name: 'Enviar e-mail' })).toHaveAttribute(
      'href',
      'mailto:contato@lacerda.example.com',
    );
  });

  it('shows the empty text when there are no suppliers at all', () => {
    renderSite(<SupplierGuide suppliers={[]} />);
    expect(screen.getByText('Nenhum fornecedor encontrado.')).toBeInTheDocument();
  });
});
