// Fixed display order of SPEC §9. The Portuguese strings are also the stored values, so changing one orphans
// every supplier already saved under it.
export const SUPPLIER_CATEGORIES = [
  'Escritórios de Advocacia',
  'Fundos de VC/Gestão de CVC',
  'Consultorias de CVC',
  'Aceleradoras de Startups',
  'Plataformas de Deal Flow',
  'Agências de Publicidade',
  'Assessoria de Imprensa',
] as const;
export type SupplierCategory = (typeof SUPPLIER_CATEGORIES)[number];

export const SUPPLIER_STATUSES = ['active', 'inactive'] as const;
export type SupplierStatus = (typeof SUPPLIER_STATUSES)[number];

export const SUPPLIER_STATUS_LABELS: Record<SupplierStatus, string> = {
  active: 'Ativo',
  inactive: 'Inativo',
};
