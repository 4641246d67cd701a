import type { SponsorLogo } from '@cvc/domain';
import { imagePath, logoPath } from './assets';
import { before, isoDate } from './time';
import type { SeedEvent } from './types';

type EventInput = Omit<
  SeedEvent,
  'date' | 'image_url' | 'sponsor_logos' | 'full_description' | 'published_at'
> & {
  /** Days from today: negative = past, 0 = today. */
  offset_days: number;
  paragraphs: string[];
  sponsor_names: string[];
};

const sponsor = (name: string): SponsorLogo => ({ name, logo_url: logoPath(name) });

const EVENTS: EventInput[] = [
  {
    id: 'event-01',
    offset_days: -40,
    title: 'Circuito CVC Connect: Campinas',
    description:
      'Etapa do encontro itinerante com painéis sobre venture client na indústria e rodada de conexões.',
    paragraphs: [
      'O Circuito CVC Connect percorre polos de inovação do país para aproximar corporações, gestoras e startups. A etapa de Campinas é dedicada à indústria 4.0 e à relação entre CVCs e universidades.',
      'Programação: abertura com o panorama do corporate venture na região, dois painéis com executivos de inovação e uma rodada de conexões com 35 startups selecionadas.',
    ],
    start_time: '14:00',
    end_time: '18:30',
    location: 'Parque Tecnológico de Campinas, Auditório Principal - Campinas, SP',
    registration_url: null,
    sponsors: 'Patrocínio: Grupo Vértice e Ipê Telecom. Apoio: Rede Sudeste de Parques Tecnológicos.',
    sponsor_names: ['Grupo Vértice', 'Ipê Telecom', 'Rede Sudeste de Parques Tecnológicos'],
    enabled: true,
  },
  {
    id: 'event-02',
    offset_days: -12,
    title: 'Café com CVCs: venture client na saúde',
    description:
      'Conversa aberta com a equipe de inovação da Mantiqueira Saúde sobre pilotos com healthtechs.',
    paragraphs: [
      'Encontro matinal em formato de conversa, com a equipe de inovação aberta da Mantiqueira Saúde apresentando os aprendizados do primeiro ciclo de seu programa de venture client.',
      'Vagas limitadas a 40 participantes, exclusivas para corporações associadas.',
    ],
    start_time: '08:30',
    end_time: '10:30',
    location: 'Espaço Mantiqueira, Rua Afonso Braz, 480 - Vila Nova Conceição, São Paulo, SP',
    registration_url: null,
    sponsors: 'Oferecimento: Mantiqueira Saúde.',
    sponsor_names: ['Mantiqueira Saúde'],
    enabled: true,
  },
  {
    id: 'event-03',
    offset_days: 0,
    title: 'Circuito CVC Connect: São Paulo',
    description:
      'A etapa paulistana do circuito, com painéis sobre IA, transição energética e saídas de CVC.',
    paragraphs: [
      'A etapa de São Paulo do Circuito CVC Connect reúne líderes de corporate venture, gestoras independentes e startups em uma noite de debates e networking.',
      'Painéis: "IA generativa e a nova tese dos CVCs", "Transição energética: do piloto ao contrato" e "Saídas: quando e como vender uma participação".',
      'Ao final, coquetel de relacionamento com as corporações associadas.',
    ],
    start_time: '18:30',
    end_time: '22:00',
    location: 'Centro de Convenções Paulista, Av. Paulista, 1.900 - Bela Vista, São Paulo, SP',
    registration_url: null,
    sponsors:
      'Patrocínio master: Aurora Energia. Patrocínio: Banco Meridional e Lacerda & Brandão Advogados.',
    sponsor_names: ['Aurora Energia', 'Banco Meridional', 'Lacerda & Brandão Advogados'],
    enabled: true,
  },
  {
    id: 'event-04',
    offset_days: 9,
    title: 'Workshop: estruturando o comitê de investimento',
    description:
      'Workshop prático do Comitê de Governança sobre alçadas, ritos e memorandos de investimento.',
    paragraphs: [
      'Workshop prático conduzido pelo Comitê de Governança da associação, com modelos de alçadas, pauta de comitê e memorando de investimento.',
      'Os participantes trabalham em grupos a partir de casos reais anonimizados e recebem os modelos de documentos ao final.',
    ],
    start_time: '09:00',
    end_time: '13:00',
    location: 'Escola Paulista de Negócios, Rua Haddock Lobo, 1.200 - Cerqueira César, São Paulo, SP',
    registration_url: null,
    sponsors: 'Apoio: Escola Paulista de Negócios.',
    sponsor_names: ['Escola Paulista de Negócios'],
    enabled: true,
  },
  {
    id: 'event-05',
    offset_days: 24,
    title: 'Meetup Agtech & Corporates',
    description:
      'Encontro entre corporações do agronegócio e startups de biológicos, crédito rural e rastreabilidade.',
    paragraphs: [
      'Meetup organizado com o apoio da Agro Horizonte para conectar corporações do agronegócio e startups de biológicos, agricultura de precisão, crédito rural e rastreabilidade.',
      'Dez startups farão apresentações de cinco minutos, seguidas de reuniões individuais agendadas com as corporações participantes.',
    ],
    start_time: '15:00',
    end_time: '19:00',
    location: 'Centro de Eventos do Agronegócio - Ribeirão Preto, SP',
    registration_url: 'https://eventos.example.com/meetup-agtech-corporates',
    sponsors: 'Patrocínio: Agro Horizonte e Acelera Cerrado.',
    sponsor_names: ['Agro Horizonte', 'Acelera Cerrado'],
    enabled: true,
  },
  {
    id: 'event-06',
    offset_days: 52,
    title: 'Fórum Anual de Corporate Venture Capital',
    description:
      'O principal encontro do ano da associação: um dia inteiro de conteúdo, premiação e networking.',
    paragraphs: [
      'O Fórum Anual é o evento principal da associação: um dia inteiro com palestras, painéis com líderes de corporate venture do Brasil e da América Latina e a apresentação do panorama anual do setor.',
      'A programação inclui a entrega do reconhecimento às melhores práticas de CVC do ano, escolhidas pelos comitês da associação.',
      'As vagas são limitadas. Associadas têm inscrição garantida para até três executivos.',
    ],
    start_time: '08:30',
    end_time: '19:00',
    location: 'Auditório Faria Lima, Av. Brigadeiro Faria Lima, 3.500 - Itaim Bibi, São Paulo, SP',
    registration_url: 'https://eventos.example.com/forum-anual-cvc',
    sponsors:
      'Mantenedores: Grupo Vértice, Aurora Energia e Banco Meridional. Apoio: Instituto Paulista de Inovação e Pauta Certa Comunicação.',
    sponsor_names: [
      'Grupo Vértice',
      'Aurora Energia',
      'Banco Meridional',
      'Instituto Paulista de Inovação',
      'Pauta Certa Comunicação',
    ],
    enabled: true,
    // 'As vagas são limitadas': the one seeded event with a capacity, so the page shows the seats left.
    capacity: 250,
  },
  {
    id: 'event-07',
    offset_days: 31,
    title: 'Demo Day Venture Lab',
    description: 'Apresentação dos projetos da turma do Venture Lab. Data a confirmar.',
    paragraphs: [
      'As corporações da turma do Venture Lab apresentam os projetos desenvolvidos com startups ao longo do programa.',
      'Evento em planejamento: data e local ainda serão confirmados.',
    ],
    start_time: null,
    end_time: null,
    location: 'São Paulo, SP',
    registration_url: null,
    sponsors: null,
    sponsor_names: [],
    enabled: false,
  },
];

export function buildEvents(now: Date): SeedEvent[] {
  return EVENTS.map(({ offset_days, paragraphs, sponsor_names, ...event }) => ({
    ...event,
    date: isoDate(now, offset_days),
    full_description: paragraphs.join('\n'),
    image_url: event.enabled ? imagePath(event.id) : null,
    sponsor_logos: sponsor_names.map(sponsor),
    // Announced two months before its day, or a day ago for one nearer than that: each is out by now.
    published_at: before(now, Math.max(1, 60 - offset_days)),
  }));
}
