import type { Language } from '@cvc/domain';
import type { CommitteeId } from './committees';

export interface CommitteeDetails {
  mission: string;
  vision?: string;
  commitments?: string[];
  topics: string[];
}

// What a committee's dialog shows beyond its card, loaded with the dialog. Topic counts follow SPEC §2:
// governance 3, investment 4, portfolio 8, best practices 4, innovation 5 (innovation has a mission only, so its
// dialog shows a single box).
export const COMMITTEE_DETAILS: Record<CommitteeId, Record<Language, CommitteeDetails>> = {
  governance: {
    pt: {
      mission:
        'Desenvolver referências de governança que deem segurança e agilidade às decisões de corporate venture.',
      vision: 'Ser a principal referência brasileira em governança de inovação e de unidades de CVC.',
      commitments: [
        'Publicar modelos de alçadas e ritos de comitê',
        'Compartilhar casos reais entre associados',
      ],
      topics: ['Governança da inovação', 'Governança da unidade de CV', 'Governança do portfólio'],
    },
    en: {
      mission: 'Develop governance references that bring safety and speed to corporate venture decisions.',
      vision: 'Be the leading Brazilian reference in innovation and CVC unit governance.',
      commitments: ['Publish approval-limit models and committee rites', 'Share real cases among members'],
      topics: ['Innovation governance', 'CV unit governance', 'Portfolio governance'],
    },
    es: {
      mission:
        'Desarrollar referencias de gobernanza que den seguridad y agilidad a las decisiones de corporate venture.',
      vision: 'Ser la principal referencia brasileña en gobernanza de innovación y de unidades de CVC.',
      commitments: [
        'Publicar modelos de aprobación y ritos de comité',
        'Compartir casos reales entre asociados',
      ],
      topics: ['Gobernanza de la innovación', 'Gobernanza de la unidad de CV', 'Gobernanza del portafolio'],
    },
  },
  investment: {
    pt: {
      mission: 'Elevar a qualidade técnica das decisões de investimento das corporações associadas.',
      vision:
        'Um mercado de CVC com processos de investimento tão rigorosos quanto os das melhores gestoras.',
      commitments: ['Difundir metodologias de avaliação', 'Promover troca de deal flow qualificado'],
      topics: [
        'Identificação de startups',
        'Avaliação de startups',
        'Estrutura de investimento',
        'Gestão de portfólio',
      ],
    },
    en: {
      mission: 'Raise the technical quality of our member corporations’ investment decisions.',
      vision: 'A CVC market whose investment processes match those of the best fund managers.',
      commitments: ['Spread valuation methodologies', 'Encourage the exchange of qualified deal flow'],
      topics: [
        'Startup identification',
        'Startup evaluation',
        'Investment structure',
        'Portfolio management',
      ],
    },
    es: {
      mission: 'Elevar la calidad técnica de las decisiones de inversión de las corporaciones asociadas.',
      vision: 'Un mercado de CVC con procesos de inversión tan rigurosos como los de las mejores gestoras.',
      commitments: ['Difundir metodologías de valoración', 'Promover el intercambio de deal flow calificado'],
      topics: [
        'Identificación de startups',
        'Evaluación de startups',
        'Estructura de inversión',
        'Gestión de portafolio',
      ],
    },
  },
  portfolio: {
    pt: {
      mission: 'Apoiar as corporações a gerar valor estratégico e financeiro com as startups do portfólio.',
      vision: 'Portfólios de CVC integrados ao negócio e reconhecidos pelas startups como parceiros.',
      commitments: ['Mapear práticas de integração', 'Medir resultados estratégicos do portfólio'],
      topics: [
        'Integração com unidades de negócio',
        'Pilotos e provas de conceito',
        'Indicadores de valor estratégico',
        'Follow-on e reservas de capital',
        'Participação em conselhos',
        'Gestão de conflitos de interesse',
        'Desinvestimentos e saídas',
        'Relacionamento com coinvestidores',
      ],
    },
    en: {
      mission: 'Help corporations create strategic and financial value with their portfolio startups.',
      vision: 'CVC portfolios integrated with the business and seen by startups as true partners.',
      commitments: ['Map integration practices', 'Measure the strategic results of portfolios'],
      topics: [
        'Integration with business units',
        'Pilots and proofs of concept',
        'Strategic value indicators',
        'Follow-on and capital reserves',
        'Board participation',
        'Managing conflicts of interest',
        'Divestments and exits',
        'Co-investor relations',
      ],
    },
    es: {
      mission:
        'Apoyar a las corporaciones a generar valor estratégico y financiero con las startups del portafolio.',
      vision: 'Portafolios de CVC integrados al negocio y reconocidos por las startups como socios.',
      commitments: ['Mapear prácticas de integración', 'Medir los resultados estratégicos del portafolio'],
      topics: [
        'Integración con unidades de negocio',
        'Pilotos y pruebas de concepto',
        'Indicadores de valor estratégico',
        'Follow-on y reservas de capital',
        'Participación en consejos',
        'Gestión de conflictos de interés',
        'Desinversiones y salidas',
        'Relación con coinversores',
      ],
    },
  },
  bestPractices: {
    pt: {
      mission: 'Consolidar e difundir as boas práticas de corporate venture capital no Brasil.',
      vision: 'Que toda corporação brasileira tenha acesso a um padrão comum de boas práticas de CVC.',
      commitments: [
        'Atualizar o Guia de Boas Práticas a cada ano',
        'Reconhecer as melhores práticas do mercado',
      ],
      topics: [
        'Estruturação da tese',
        'Veículos de investimento',
        'Métricas e reporte',
        'Ética e transparência',
      ],
    },
    en: {
      mission: 'Consolidate and spread corporate venture capital best practices in Brazil.',
      vision: 'Every Brazilian corporation with access to a common standard of CVC best practices.',
      commitments: ['Update the Best Practices Guide every year', 'Recognise the market’s best practices'],
      topics: ['Thesis design', 'Investment vehicles', 'Metrics and reporting', 'Ethics and transparency'],
    },
    es: {
      mission: 'Consolidar y difundir las buenas prácticas de corporate venture capital en Brasil.',
      vision: 'Que toda corporación brasileña tenga acceso a un estándar común de buenas prácticas de CVC.',
      commitments: [
        'Actualizar la Guía de Buenas Prácticas cada año',
        'Reconocer las mejores prácticas del mercado',
      ],
      topics: [
        'Estructuración de la tesis',
        'Vehículos de inversión',
        'Métricas y reporte',
        'Ética y transparencia',
      ],
    },
  },
  innovation: {
    pt: {
      mission:
        'Conectar as estratégias de inovação aberta das corporações às tendências tecnológicas que vão redefinir seus mercados.',
      topics: [
        'Inteligência artificial aplicada',
        'Transição energética',
        'Venture client',
        'Venture building',
        'Parcerias com universidades',
      ],
    },
    en: {
      mission:
        'Connect corporations’ open innovation strategies to the technology trends that will redefine their markets.',
      topics: [
        'Applied artificial intelligence',
        'Energy transition',
        'Venture client',
        'Venture building',
        'University partnerships',
      ],
    },
    es: {
      mission:
        'Conectar las estrategias de innovación abierta de las corporaciones con las tendencias tecnológicas que redefinirán sus mercados.',
      topics: [
        'Inteligencia artificial aplicada',
        'Transición energética',
        'Venture client',
        'Venture building',
        'Alianzas con universidades',
      ],
    },
  },
};
