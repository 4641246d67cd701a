export const pt = {
  pageTitle: '2030 Revolução Tech',
  eyebrow: 'Curso online com certificado',
  title: '2030 Revolução Tech',
  lead: 'Em 3 horas, entenda as tecnologias que vão redesenhar os negócios até 2030 e saia com frameworks prontos para aplicar na sua empresa.',
  facts: ['{{hours}} horas de conteúdo', 'Certificado', '100% online', 'Disponível a partir de {{date}}'],
  presale: 'Pré-venda com vagas limitadas',
  onSale: 'Vendas abertas · acesso imediato',
  price: '{{price}}',
  instalments_one: 'à vista ou em até {{count}}x de {{each}}',
  instalments_other: 'à vista ou em até {{count}}x de {{each}}',
  cta: 'Garantir minha vaga',
  newTab: '(abre em nova aba)',
  modulesTitle: 'Cinco módulos, cinco frameworks',
  modulesSubtitle: 'Cada módulo termina com uma ferramenta prática para levar ao seu time.',
  framework: 'Framework',
  modules: {
    panorama: {
      title: 'Panorama 2030',
      text: 'As tecnologias que mudam o jogo e o que já está acontecendo no Brasil.',
      framework: 'Radar de Tecnologias Exponenciais',
    },
    ai: {
      title: 'IA aplicada ao negócio',
      text: 'Da IA generativa aos agentes: onde estão os ganhos reais e os riscos.',
      framework: 'Canvas de Casos de Uso de IA',
    },
    data: {
      title: 'Dados como ativo estratégico',
      text: 'Como organizar, proteger e monetizar dados com responsabilidade.',
      framework: 'Matriz de Maturidade de Dados',
    },
    openInnovation: {
      title: 'Inovação aberta e startups',
      text: 'Venture client, CVC e parcerias para acelerar a adoção de tecnologia.',
      framework: 'Funil de Venture Client',
    },
    leadership: {
      title: 'Liderança na transformação',
      text: 'As competências que líderes e times precisam desenvolver até 2030.',
      framework: 'Mapa de Competências 2030',
    },
  },
  deliverablesTitle: 'O que você recebe',
  deliverables: {
    videos: 'Videoaulas gravadas',
    pdfs: 'PDFs de apoio de cada módulo',
    checklist: 'Checklist de competências',
    canvas: 'Template de Canvas de IA',
    access: 'Acesso imediato após a compra',
    community: 'Acesso à comunidade de alunos',
  },
  closingTitle: 'Pronto para 2030?',
  closingPresaleText: 'Garanta sua vaga na pré-venda pelo preço de lançamento.',
  closingOnSaleText: 'Garanta sua vaga agora e comece o curso na hora.',
  barLabel: 'Comprar o curso 2030 Revolução Tech',
};

/** The course2030 namespace's messages, as every language has them. */
export type Course2030Messages = typeof pt;
