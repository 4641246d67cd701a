import { describe, expect, it } from 'vitest';
import type { SupplierCategory } from '@cvc/domain';
import { filterSuppliers, shownServices } from './filterSuppliers';

const law: SupplierCategory = 'Escritórios de Advocacia';
const press: SupplierCategory = 'Assessoria de Imprensa';
const SUPPLIERS = [
  { name: 'Lacerda & Brandão Advogados', description: 'Venture capital e rodadas.', category: law },
  { name: 'Pauta Certa', description: 'Relações com a imprensa e comunicação.', category: press },
  { name: 'Moura Advogados', description: 'Contratos de venture client.', category: law },
];

describe('filterSuppliers', () => {
  it("returns everything, in order, for an empty search and 'all'", () => {
    expect(filterSuppliers(SUPPLIERS, '', 'all')).toEqual(SUPPLIERS);
    expect(filterSuppliers(SUPPLIERS, '   ', 'all')).toEqual(SUPPLIERS);
  });

  it('searches name and description case-insensitively', () => {
    expect(filterSuppliers(SUPPLIERS, 'ADVOGADOS', 'all').map((s) => s.name)).toEqual([
      'Lacerda & Brandão Advogados',
      'Moura Advogados',
    ]);
    expect(filterSuppliers(SUPPLIERS, 'Venture', 'all')).toHaveLength(2);
    expect(filterSuppliers(SUPPLIERS, 'imprensa', 'all').map((s) => s.name)).toEqual(['Pauta Certa']);
  });

  it('ignores accents on either side', () => {
    expect(filterSuppliers(SUPPLIERS, 'comunicacao', 'all')).toHaveLength(1);
    expect(filterSuppliers(SUPPLIERS, 'brandao', 'all')).toHaveLength(1);
  });

  it('combines the text with the category filter', () => {
    expect(filterSuppliers(SUPPLIERS, '', press).map((s) => s.name)).toEqual(['Pauta Certa']);
    expect(filterSuppliers(SUPPLIERS, 'venture', press)).toEqual([]);
    expect(filterSuppliers(SUPPLIERS, 'client', law).map((s) => s.name)).toEqual(['Moura Advogados']);
  });

  it('finds nothing for an unknown term', () => {
    expect(filterSuppliers(SUPPLIERS, 'xyz', 'all')).toEqual([]);
  });
});

describe('shownServices', () => {
  it('shows at most four services', () => {
    expect(shownServices(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual(['a', 'b', 'c', 'd']);
    expect(shownServices(['a'])).toEqual(['a']);
  });
});
