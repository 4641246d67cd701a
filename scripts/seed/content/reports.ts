import { slugify } from '@cvc/domain';
import { imagePath, reportPdfPath } from './assets';
import { before } from './time';
import type { SeedReport, SeedReportFile } from './types';

interface ReportInput {
  id: string;
  title: string;
  description: string;
  category: string;
  /** Days before `now`; null: not published yet. */
  age_days: number | null;
  /** Price in reais; null: free report. */
  price: number | null;
  has_cover?: boolean;
}

const REPORTS: ReportInput[] = [
  {
    id: 'report-01',
    title: 'Panorama do Corporate Venture Capital no Brasil 2025',
    description:
      'Levantamento anual com 84 corporações: volume investido, teses, estágios, estruturas de veículo e planos para os próximos 12 meses.',
    category: 'Pesquisa',
    age_days: 3,
    price: null,
  },
  {
    id: 'report-02',
    title: 'Guia de Governança para Unidades de CVC',
    description:
      'Modelos de alçadas, composição do comitê de investimento, política de conflitos de interesse e critérios de saída, com exemplos de documentos.',
    category: 'Guia',
    age_days: 11,
    price: 199,
  },
  {
    id: 'report-03',
    title: 'Benchmark de Remuneração em Equipes de CVC',
    description:
      'Faixas salariais, bônus e modelos de carry em 40 unidades de corporate venture, por porte do veículo e senioridade.',
    category: 'Benchmark',
    age_days: 19,
    price: 49.9,
  },
  {
    id: 'report-04',
    title: 'Venture Client na Prática: 20 Casos Brasileiros',
    description:
      'Como corporações de energia, saúde, varejo e indústria estruturaram seus programas de venture client, do desafio ao contrato em escala.',
    category: 'Estudo de Caso',
    age_days: 27,
    price: null,
  },
  {
    id: 'report-05',
    title: 'Mapa de Startups de Agtech e Biológicos',
    description:
      'Mais de 300 startups mapeadas em biológicos, agricultura de precisão, crédito rural e rastreabilidade, com indicadores de maturidade.',
    category: 'Mapa Setorial',
    age_days: 36,
    price: 89.9,
  },
  {
    id: 'report-06',
    title: 'Diversidade no Ecossistema de CVC',
    description:
      'Participação de fundadoras e de lideranças diversas nas carteiras e nas equipes de corporate venture, com recomendações práticas.',
    category: 'Pesquisa',
    age_days: 48,
    price: null,
    has_cover: false,
  },
  {
    id: 'report-07',
    title: 'Term Sheets Corporativos: Cláusulas e Armadilhas',
    description:
      'Direitos de preferência, exclusividade comercial, informações e veto: o que negociar, o que evitar e como proteger a relação com a startup.',
    category: 'Guia',
    age_days: 58,
    price: 199,
  },
  {
    id: 'report-08',
    title: 'Relatório Anual de Atividades da Associação',
    description:
      'Resultados do ano: eventos realizados, novas associadas, publicações dos comitês e programas de formação. Em revisão final.',
    category: 'Institucional',
    age_days: null,
    price: null,
  },
];

export function buildReports(now: Date): SeedReport[] {
  return REPORTS.map((input) => {
    const isFree = input.price === null;
    return {
      id: input.id,
      title: input.title,
      description: input.description,
      cover_image_url: input.has_cover === false ? null : imagePath(input.id),
      category: input.category,
      published_at: input.age_days === null ? null : before(now, input.age_days, 4),
      is_free: isFree,
      price: input.price,
      checkout_url: isFree ? null : `https://checkout.example.com/cvc/${slugify(input.title)}`,
    };
  });
}

/** `report_files/{reportId}` of every report, paid ones included: staff see and edit every file address. */
export function buildReportFiles(): SeedReportFile[] {
  return REPORTS.map((input) => ({ id: input.id, pdf_url: reportPdfPath(input.id) }));
}
