import { SUPPLIER_MAX_SERVICES_SHOWN, type Supplier, type SupplierCategory } from '@cvc/domain';

/** 'all' is the filter's "no filter" value. */
export type CategoryFilter = SupplierCategory | 'all';

// Lower case without accents, so 'advocacia' finds 'Advocacia' and 'comunicacao' finds 'Comunicação'.
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * SPEC §2: case-insensitive text search over name and description, combined with the category filter.
 * The order of the input (featured first, then by name) is kept.
 */
export function filterSuppliers<T extends Pick<Supplier, 'name' | 'description' | 'category'>>(
  suppliers: readonly T[],
  search: string,
  category: CategoryFilter,
): T[] {
  const needle = fold(search.trim());
  return suppliers.filter(
    (supplier) =>
      (category === 'all' || supplier.category === category) &&
      (!needle || fold(`${supplier.name}\n${supplier.description}`).includes(needle)),
  );
}

/** At most four services per card (SPEC §9). */
export function shownServices(services: readonly string[]): string[] {
  return services.slice(0, SUPPLIER_MAX_SERVICES_SHOWN);
}
