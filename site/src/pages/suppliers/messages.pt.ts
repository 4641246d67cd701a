import type { SupplierCategory } from '@cvc/domain';

// The categories' Portuguese names are also their stored values (domain SUPPLIER_CATEGORIES); `categories`
// holds their display names.
export const pt = {
  eyebrow: 'Guia de fornecedores',
  title: 'Fornecedores do ecossistema de CVC',
  subtitle:
    'Escritórios, gestoras, consultorias, aceleradoras e agências que já apoiam corporações associadas.',
  search: 'Buscar fornecedor',
  searchPlaceholder: 'Nome ou descrição',
  category: 'Categoria',
  all: 'Todas as categorias',
  featured: 'Destaque',
  services: 'Serviços',
  website: 'Visitar site',
  email: 'Enviar e-mail',
  phone: 'Telefone',
  // Zero reads as a plural; Portuguese's CLDR rule would make it singular ('0 fornecedor').
  results_zero: '{{count}} fornecedores',
  results_one: '{{count}} fornecedor',
  results_other: '{{count}} fornecedores',
  empty: 'Nenhum fornecedor encontrado.',
  categories: {
    'Escritórios de Advocacia': 'Escritórios de Advocacia',
    'Fundos de VC/Gestão de CVC': 'Fundos de VC/Gestão de CVC',
    'Consultorias de CVC': 'Consultorias de CVC',
    'Aceleradoras de Startups': 'Aceleradoras de Startups',
    'Plataformas de Deal Flow': 'Plataformas de Deal Flow',
    'Agências de Publicidade': 'Agências de Publicidade',
    'Assessoria de Imprensa': 'Assessoria de Imprensa',
  } satisfies Record<SupplierCategory, string>,
};

/** The suppliers namespace's messages, as every language has them. */
export type SupplierMessages = typeof pt;
