import type { SupplierMessages } from './messages.pt';

export const en: SupplierMessages = {
  eyebrow: 'Supplier guide',
  title: 'Suppliers of the CVC ecosystem',
  subtitle:
    'Law firms, managers, consultancies, accelerators and agencies already serving member corporations.',
  search: 'Search suppliers',
  searchPlaceholder: 'Name or description',
  category: 'Category',
  all: 'All categories',
  featured: 'Featured',
  services: 'Services',
  website: 'Visit website',
  email: 'Send e-mail',
  phone: 'Phone',
  results_zero: '{{count}} suppliers',
  results_one: '{{count}} supplier',
  results_other: '{{count}} suppliers',
  empty: 'No suppliers found.',
  categories: {
    'Escritórios de Advocacia': 'Law Firms',
    'Fundos de VC/Gestão de CVC': 'VC Funds/CVC Management',
    'Consultorias de CVC': 'CVC Consultancies',
    'Aceleradoras de Startups': 'Startup Accelerators',
    'Plataformas de Deal Flow': 'Deal Flow Platforms',
    'Agências de Publicidade': 'Advertising Agencies',
    'Assessoria de Imprensa': 'Press Relations',
  },
};
