import type { NewsInput } from './news-a';

/** The oldest published news and the drafts (part 3 of 3). */
export const NEWS_C: NewsInput[] = [
  {
    id: 'news-13',
    age_days: 50,
    title: 'Venture Lab abre inscrições para nova turma com foco na indústria',
    summary:
      'O programa de inovação corporativa da associação conduz as empresas do mapeamento de desafios à aceleração de startups em seis etapas.',
    paragraphs: [
      'O Venture Lab, programa de inovação corporativa da associação, abriu inscrições para uma nova turma dedicada a empresas industriais. O programa conduz cada corporação por seis etapas: mapeamento, desenho da missão, scouting, aceleração, execução e avaliação dos próximos passos.',
      'Ao longo de quatro meses, as equipes participantes trabalham com mentores da associação para transformar desafios de negócio em projetos com startups, com metas e orçamento definidos desde o início.',
      'A turma anterior reuniu empresas dos setores químico, de alimentos e de mineração, que somaram 14 pilotos com startups e três contratos de fornecimento ao final do programa.',
      'As vagas são limitadas e as inscrições podem ser feitas pela página do Venture Lab.',
    ],
    source_url: null,
    cvcs_mentioned: [],
  },
  {
    id: 'news-14',
    age_days: 57,
    title: 'Fundos corporativos ampliam aportes em startups fundadas por mulheres',
    summary:
      'A participação de startups com ao menos uma fundadora nas carteiras de CVC subiu de 14% para 21% em dois anos.',
    paragraphs: [
      'Startups com ao menos uma mulher entre os fundadores representam hoje 21% das empresas investidas por unidades de corporate venture capital associadas, contra 14% há dois anos, segundo dados do grupo de trabalho de diversidade da associação.',
      'O avanço é atribuído a metas internas adotadas por algumas corporações e a programas de aceleração com chamadas dedicadas. O volume investido, no entanto, cresce mais devagar: as rodadas dessas startups ainda são, em média, 30% menores.',
      'O grupo de trabalho recomenda que as equipes de CVC acompanhem a diversidade também no funil de análise, e não apenas na carteira final, para identificar onde as oportunidades se perdem.',
      'Os dados completos estão no relatório sobre diversidade no ecossistema de CVC, disponível para download gratuito.',
    ],
    source_url: null,
    cvcs_mentioned: [],
  },
  {
    id: 'news-15',
    age_days: 0,
    draft: true,
    title: 'Panorama trimestral: o que os números dizem sobre o corporate venture no Brasil',
    summary:
      'Volume investido, número de rodadas e setores em alta no trimestre, com comentários dos comitês.',
    paragraphs: [
      'Rascunho em revisão pelo Comitê de Investimento. Os números abaixo ainda serão conferidos com as gestoras associadas antes da publicação.',
      'No trimestre, as unidades de corporate venture participaram de 48 rodadas, com volume estimado de R$ 1,1 bilhão. Energia, saúde e serviços financeiros concentraram mais da metade dos aportes.',
      'A análise por estágio mostra crescimento das rodadas série B com participação corporativa, sinal de que os CVCs estão acompanhando suas investidas em rodadas seguintes.',
    ],
    source_url: null,
    cvcs_mentioned: [],
  },
  {
    id: 'news-16',
    age_days: 1,
    draft: true,
    title: 'Cordilheira Química avalia criação de fundo de corporate venture',
    summary:
      'A empresa contratou consultoria para desenhar a tese e a governança de um veículo de investimento.',
    paragraphs: [
      'A Cordilheira Química iniciou estudos para estruturar um veículo de corporate venture capital voltado a materiais sustentáveis e química verde.',
      'A empresa contratou uma consultoria especializada para desenhar a tese, o modelo de governança e a estrutura jurídica do veículo. A decisão final deve ser levada ao conselho de administração no próximo semestre.',
      'Aguardando confirmação da área de comunicação da empresa antes da publicação.',
    ],
    source_url: null,
    cvcs_mentioned: ['Cordilheira Química'],
  },
  {
    id: 'news-17',
    age_days: 2,
    draft: true,
    has_image: false,
    title: 'Como estruturar a tese de investimento de um CVC de varejo',
    summary:
      'Executivos do setor explicam como escolher focos, estágios e indicadores para um veículo de varejo.',
    paragraphs: [
      'Definir a tese é o primeiro passo de qualquer unidade de corporate venture. No varejo, a decisão costuma girar em torno de três frentes: canais digitais, eficiência logística e dados do consumidor.',
      'Os executivos ouvidos pela associação recomendam começar com poucas teses e com indicadores claros de sucesso estratégico, medidos junto às áreas de negócio.',
      'Também é importante definir desde o início o estágio preferido de investimento e a política de follow-on, para que a carteira não fique concentrada em poucas empresas.',
      'A reportagem completa será publicada após a revisão das entrevistas.',
    ],
    source_url: null,
    cvcs_mentioned: ['Litoral Varejo Labs'],
  },
];
