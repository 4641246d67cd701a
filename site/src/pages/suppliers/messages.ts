import { definePageMessages } from '../../features/i18n/pageMessages';

export const useSupplierMessages = definePageMessages('suppliers', {
  pt: {
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
    results_one: '{{count}} fornecedor',
    results_other: '{{count}} fornecedores',
    empty: 'Nenhum fornecedor encontrado.',
  },
  en: {
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
    results_one: '{{count}} supplier',
    results_other: '{{count}} suppliers',
    empty: 'No suppliers found.',
  },
});
