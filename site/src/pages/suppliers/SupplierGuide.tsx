import { useId, useState } from 'react';
import styled from 'styled-components';
import { SUPPLIER_CATEGORIES, type Supplier } from '@cvc/domain';
import { CardGrid, CardHeadingLevel } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { filterSuppliers, type CategoryFilter } from '../../features/suppliers/filterSuppliers';
import { media } from '../../styles/theme';
import { useSupplierMessages } from './messages';
import { SupplierCard } from './SupplierCard';

/** Search box and category filter over the loaded suppliers; both apply together. */
export function SupplierGuide({ suppliers }: { suppliers: Supplier[] }) {
  const { m, t } = useSupplierMessages();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const id = useId();
  const shown = filterSuppliers(suppliers, search, category);
  return (
    <>
      <Filters role="search">
        <label htmlFor={`${id}-search`}>
          {m.search}
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            placeholder={m.searchPlaceholder}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <label htmlFor={`${id}-category`}>
          {m.category}
          <select
            id={`${id}-category`}
            value={category}
            onChange={(event) => setCategory(event.target.value as CategoryFilter)}
          >
            <option value="all">{m.all}</option>
            {SUPPLIER_CATEGORIES.map((name) => (
              <option key={name} value={name}>
                {m.categories[name]}
              </option>
            ))}
          </select>
        </label>
      </Filters>
      <Count aria-live="polite">{t('results', { count: shown.length })}</Count>
      {shown.length > 0 ? (
        <CardHeadingLevel.Provider value="h2">
          <CardGrid $min="300px">
            {shown.map((supplier) => (
              <SupplierCard key={supplier.id} supplier={supplier} />
            ))}
          </CardGrid>
        </CardHeadingLevel.Provider>
      ) : (
        <EmptyState>{m.empty}</EmptyState>
      )}
    </>
  );
}

const Filters = styled.div`
  display: grid;
  gap: 14px;
  margin-bottom: 16px;
  ${media.md} {
    grid-template-columns: 2fr 1fr;
  }
  label {
    display: grid;
    gap: 6px;
    color: ${({ theme }) => theme.colors.navy};
    font-size: 0.9rem;
    font-weight: 600;
  }
  input,
  select {
    width: 100%;
    padding: 11px 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: #fff;
    font-size: 1rem;
    font-weight: 400;
  }
`;

const Count = styled.p`
  margin-bottom: 20px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;
