import type { ArticleInput } from './types';

export type NewsInput = ArticleInput & { cvcs_mentioned: string[] };

/** Published news, most recent first (part 1 of 3). */
export const NEWS_A: NewsInput[] = [
  {
    id: 'news-01',
    age_days: 1,
    title: 'Aurora Energia Ventures lidera rodada de R$ 40 milhões na Carbonix',
    summary:
      'A startup de captura de carbono para a indústria usará os recursos para instalar unidades-piloto em três plantas no interior paulista.',
    paragraphs: [
      'A Aurora Energia Ventures, braço de investimentos da Aurora Energia, liderou uma rodada série A de R$ 40 milhões na Carbonix, startup paulista que desenvolve módulos de captura de carbono para caldeiras industriais. A rodada contou ainda com a Pinhal Capital e com investidores-anjo ligados ao setor químico.',
      'Segundo a empresa, os recursos serão usados para instalar unidades-piloto em três plantas no interior de São Paulo e para ampliar a equipe de engenharia, que deve passar de 18 para 45 pessoas nos próximos doze meses.',
      'Para a Aurora, o aporte reforça a tese de descarbonização da indústria pesada. Em comunicado, a gestora afirma que quer estar perto das tecnologias que seus clientes industriais precisarão adotar ao longo desta década.',
      'Além do investimento, a Carbonix passa a integrar o programa de venture client da Aurora, que prevê contratos de teste remunerados com unidades do grupo em até seis meses.',
    ],
    source_url: 'https://noticias.example.com/aurora-energia-ventures-carbonix-serie-a',
    cvcs_mentioned: ['Aurora Energia Ventures'],
  },
  {
    id: 'news-02',
    age_days: 3,
    title: 'Pesquisa: 62% das corporações associadas pretendem ampliar aportes em startups',
    summary:
      'Levantamento com 84 empresas mostra apetite maior por investimentos diretos e por programas de venture client nos próximos 12 meses.',
    paragraphs: [
      'Uma pesquisa realizada pela associação com 84 corporações associadas indica que 62% delas pretendem ampliar o volume investido em startups nos próximos 12 meses. Outras 29% devem manter o ritmo atual e apenas 9% planejam reduzir os aportes.',
      'Entre os formatos preferidos, o investimento direto por meio de veículo próprio aparece em primeiro lugar (48%), seguido pelos programas de venture client (31%) e pela participação como cotista em fundos independentes (21%).',
      'Os setores mais citados como prioridade são energia e transição climática, saúde, agronegócio e serviços financeiros. A inteligência artificial aparece de forma transversal em quase todas as teses de investimento.',
      'O estudo completo, com recortes por porte e por setor, está disponível gratuitamente na área de relatórios do site.',
    ],
    source_url: null,
    cvcs_mentioned: [],
  },
  {
    id: 'news-03',
    age_days: 5,
    title: 'Banco Meridional anuncia veículo de CVC de R$ 150 milhões para fintechs de crédito',
    summary:
      'A Meridional Ventures vai investir em startups de crédito para pequenas empresas, antecipação de recebíveis e infraestrutura de dados financeiros.',
    paragraphs: [
      'O Banco Meridional anunciou a criação da Meridional Ventures, veículo de corporate venture capital com R$ 150 milhões para investir em fintechs nos próximos quatro anos. O foco está em crédito para pequenas e médias empresas, antecipação de recebíveis e infraestrutura de dados.',
      'Os cheques iniciais devem variar entre R$ 2 milhões e R$ 10 milhões, com reserva de capital para rodadas seguintes. A expectativa é formar uma carteira de 12 a 15 empresas.',
      'O veículo terá comitê de investimento próprio, com dois membros independentes, e uma equipe dedicada de seis pessoas. A integração comercial com as áreas de negócio do banco será conduzida por um time separado, para evitar conflitos entre a tese financeira e a estratégica.',
      'Com o lançamento, o Banco Meridional passa a integrar o grupo de mantenedores da associação.',
    ],
    source_url: 'https://noticias.example.com/meridional-ventures-lancamento',
    cvcs_mentioned: ['Meridional Ventures'],
  },
  {
    id: 'news-04',
    age_days: 8,
    title: 'Horizonte Agro Ventures investe na Sementec, startup de biológicos para soja',
    summary:
      'O aporte de R$ 12 milhões financia a ampliação da fábrica de inoculantes da startup em Rio Verde (GO) e novos ensaios de campo.',
    paragraphs: [
      'A Horizonte Agro Ventures, veículo de investimentos da Agro Horizonte, fez um aporte de R$ 12 milhões na Sementec, startup goiana que produz inoculantes e bioestimulantes para soja e milho.',
      'Os recursos serão destinados à ampliação da fábrica em Rio Verde (GO), que deve triplicar a capacidade produtiva, e a uma nova rodada de ensaios de campo em parceria com cooperativas do Centro-Oeste.',
      'A operação inclui um acordo de distribuição: a Sementec passa a contar com a rede de revendas da Agro Horizonte em cinco estados, o que deve acelerar a chegada do produto aos médios produtores.',
    ],
    source_url: 'https://noticias.example.com/horizonte-agro-sementec',
    cvcs_mentioned: ['Horizonte Agro Ventures'],
  },
  {
    id: 'news-05',
    age_days: 12,
    title: 'Mantiqueira Saúde lança programa de venture client com hospitais da rede',
    summary:
      'Startups selecionadas terão contratos pagos de até seis meses para testar soluções em oito hospitais do grupo.',
    paragraphs: [
      'A Mantiqueira Saúde abriu as inscrições para o primeiro ciclo de seu programa de venture client. Serão selecionadas até dez startups para testar soluções em oito hospitais da rede, com contratos remunerados de até seis meses.',
      'Os desafios foram definidos pelas próprias equipes assistenciais e incluem redução do tempo de espera no pronto-socorro, gestão de leitos, prevenção de readmissões e automação do faturamento hospitalar.',
      'Ao final do piloto, as soluções com resultados comprovados poderão ser contratadas em escala pela rede. A Mantiqueira Saúde Ventures também poderá avaliar investimento nas startups participantes, sem obrigatoriedade.',
      'As inscrições ficam abertas por 30 dias e a seleção final será anunciada em um encontro com as equipes dos hospitais em São Paulo.',
    ],
    source_url: null,
    cvcs_mentioned: ['Mantiqueira Saúde Ventures'],
  },
  {
    id: 'news-06',
    age_days: 16,
    title: 'CVCs participaram de uma em cada quatro rodadas no Brasil no último semestre',
    summary:
      'Levantamento da associação mostra que investidores corporativos estiveram em 26% das rodadas acima de R$ 5 milhões no período.',
    paragraphs: [
      'Os investidores corporativos participaram de 26% das rodadas acima de R$ 5 milhões realizadas no Brasil no último semestre, segundo levantamento da associação com base em anúncios públicos e dados enviados pelas próprias gestoras.',
      'A presença é maior nos estágios de série A e série B, em que os CVCs costumam entrar como coinvestidores ao lado de fundos independentes. Nas rodadas pré-seed e seed, a participação corporativa segue abaixo de 10%.',
      'Entre os CVCs mais ativos no período estão Vértice Ventures, Aurora Energia Ventures, Meridional Ventures e Horizonte Agro Ventures, que somam mais de 30 investimentos no semestre.',
      'A associação vai publicar a série histórica completa no próximo relatório de panorama do setor.',
    ],
    source_url: null,
    cvcs_mentioned: [
      'Vértice Ventures',
      'Aurora Energia Ventures',
      'Meridional Ventures',
      'Horizonte Agro Ventures',
    ],
  },
];
