import { slugify } from '@cvc/domain';
import type { SupplierCategory } from '@cvc/domain';
import { exampleSite, logoPath } from './assets';
import type { SeedSupplier } from './types';

interface SupplierInput {
  name: string;
  category: SupplierCategory;
  description: string;
  services: string[];
  featured?: boolean;
  inactive?: boolean;
  no_logo?: boolean;
  phone: string | null;
}

const SUPPLIERS: SupplierInput[] = [
  {
    name: 'Lacerda & Brandão Advogados',
    category: 'Escritórios de Advocacia',
    description:
      'Escritório especializado em venture capital, com atuação em mais de 200 rodadas de investimento.',
    services: [
      'Estruturação de veículos de CVC',
      'Term sheets e acordos de investimento',
      'Due diligence jurídica',
    ],
    featured: true,
    phone: '(11) 3456-7800',
  },
  {
    name: 'Moura Venturi Advogados',
    category: 'Escritórios de Advocacia',
    description:
      'Assessoria jurídica para corporações e startups em investimentos, parcerias e propriedade intelectual.',
    services: [
      'Acordos de acionistas',
      'Contratos de venture client',
      'Propriedade intelectual',
      'Compliance e LGPD',
      'Fusões e aquisições',
      'Planos de stock options',
    ],
    phone: '(11) 3078-2210',
  },
  {
    name: 'Pinhal Capital',
    category: 'Fundos de VC/Gestão de CVC',
    description:
      'Gestora independente que administra fundos exclusivos de corporate venture para grupos empresariais.',
    services: ['Gestão de fundos exclusivos', 'Coinvestimento', 'Relatórios para conselhos'],
    featured: true,
    phone: '(11) 4003-1122',
  },
  {
    name: 'Aroeira Venture Partners',
    category: 'Fundos de VC/Gestão de CVC',
    description: 'Gestora de fundos de venture capital com foco em indústria e infraestrutura.',
    services: ['Fundos multicorporativos', 'Gestão de portfólio'],
    inactive: true,
    phone: null,
  },
  {
    name: 'Bússola Inovação Corporativa',
    category: 'Consultorias de CVC',
    description:
      'Consultoria que desenha teses, governança e operação de unidades de corporate venture capital.',
    services: [
      'Desenho de tese de investimento',
      'Modelo de governança',
      'Estruturação de equipe',
      'Programas de venture client',
      'Avaliação de portfólio',
    ],
    featured: true,
    phone: '(11) 2667-9090',
  },
  {
    name: 'Ponte Norte Consultoria',
    category: 'Consultorias de CVC',
    description:
      'Apoio a corporações no primeiro ano de operação de seus programas de investimento em startups.',
    services: ['Diagnóstico de maturidade', 'Scouting de startups', 'Treinamento de equipes'],
    no_logo: true,
    phone: '(21) 3554-1020',
  },
  {
    name: 'Acelera Cerrado',
    category: 'Aceleradoras de Startups',
    description:
      'Aceleradora de startups do agronegócio com programas em parceria com corporações do Centro-Oeste.',
    services: ['Programas de aceleração corporativa', 'Mentoria', 'Acesso a campos de teste'],
    phone: '(62) 3201-4455',
  },
  {
    name: 'Órbita Aceleradora',
    category: 'Aceleradoras de Startups',
    description: 'Aceleradora de startups de tecnologia com foco em soluções para grandes empresas.',
    services: ['Aceleração', 'Demo days', 'Investimento pré-seed'],
    inactive: true,
    phone: '(31) 3333-7070',
  },
  {
    name: 'Fluxo Deals',
    category: 'Plataformas de Deal Flow',
    description:
      'Plataforma de gestão de deal flow com base de 25 mil startups brasileiras e latino-americanas.',
    services: [
      'Base de startups',
      'Funil de análise',
      'Alertas por tese',
      'Relatórios de mercado',
      'Integração com CRM',
    ],
    phone: null,
  },
  {
    name: 'Radar Conecta',
    category: 'Plataformas de Deal Flow',
    description:
      'Marketplace que conecta desafios corporativos a startups, com curadoria e agendamento de reuniões.',
    services: ['Chamadas de desafios', 'Curadoria de startups', 'Agenda de reuniões'],
    phone: '(11) 3090-4040',
  },
  {
    name: 'Maré Criativa',
    category: 'Agências de Publicidade',
    description:
      'Agência de publicidade especializada em marcas de tecnologia e em lançamentos de programas de inovação.',
    services: ['Campanhas de lançamento', 'Identidade visual', 'Conteúdo para redes sociais'],
    phone: '(11) 2888-3131',
  },
  {
    name: 'Tinta Fresca Comunicação',
    category: 'Agências de Publicidade',
    description:
      'Agência integrada de comunicação para eventos corporativos, demo days e programas de startups.',
    services: ['Eventos', 'Vídeo', 'Design'],
    phone: '(41) 3022-5656',
  },
  {
    name: 'Pauta Certa Comunicação',
    category: 'Assessoria de Imprensa',
    description:
      'Assessoria de imprensa para gestoras, corporações e startups, com foco em anúncios de investimento.',
    services: ['Relacionamento com a imprensa', 'Anúncios de rodadas', 'Media training', 'Gestão de crise'],
    featured: true,
    phone: '(11) 3211-8080',
  },
  {
    name: 'Verbo Assessoria de Imprensa',
    category: 'Assessoria de Imprensa',
    description: 'Assessoria de imprensa e produção de conteúdo para executivos do ecossistema de inovação.',
    services: ['Artigos assinados', 'Relacionamento com a imprensa', 'Clipping'],
    phone: null,
  },
];

export function buildSuppliers(): SeedSupplier[] {
  return SUPPLIERS.map((input, index) => ({
    id: `supplier-${String(index + 1).padStart(2, '0')}`,
    name: input.name,
    description: input.description,
    category: input.category,
    services: input.services,
    logo_url: input.no_logo ? null : logoPath(input.name),
    website_url: exampleSite(input.name),
    contact_email: `contato@${slugify(input.name)}.example.com`,
    contact_phone: input.phone,
    featured: input.featured === true,
    status: input.inactive ? 'inactive' : 'active',
  }));
}
