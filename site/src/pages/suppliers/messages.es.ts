import type { SupplierMessages } from './messages.pt';

export const es: SupplierMessages = {
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
};
