import type { SupplierCategory } from '@cvc/domain';
import { definePageMessages } from '../../features/i18n/pageMessages';

// The categories' Portuguese names are also their stored values (domain SUPPLIER_CATEGORIES); these are their
// display names.

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
  },
  es: {
    eyebrow: 'Guía de proveedores',
    title: 'Proveedores del ecosistema de CVC',
    subtitle:
      'Despachos de abogados, gestoras, consultoras, aceleradoras y agencias que ya apoyan a corporaciones asociadas.',
    search: 'Buscar proveedor',
    searchPlaceholder: 'Nombre o descripción',
    category: 'Categoría',
    all: 'Todas las categorías',
    featured: 'Destacado',
    services: 'Servicios',
    website: 'Visitar sitio web',
    email: 'Enviar correo electrónico',
    phone: 'Teléfono',
    results_zero: '{{count}} proveedores',
    results_one: '{{count}} proveedor',
    results_other: '{{count}} proveedores',
    empty: 'No se encontraron proveedores.',
    categories: {
      'Escritórios de Advocacia': 'Despachos de Abogados',
      'Fundos de VC/Gestão de CVC': 'Fondos de VC/Gestión de CVC',
      'Consultorias de CVC': 'Consultoras de CVC',
      'Aceleradoras de Startups': 'Aceleradoras de Startups',
      'Plataformas de Deal Flow': 'Plataformas de Deal Flow',
      'Agências de Publicidade': 'Agencias de Publicidad',
      'Assessoria de Imprensa': 'Asesoría de Prensa',
    },
  },
});
