import type { NewsInput } from './news-a';

/** Published news (part 2 of 3). */
export const NEWS_B: NewsInput[] = [
  {
    id: 'news-07',
    age_days: 20,
    title: 'Comitês de investimento independentes ganham espaço nos CVCs brasileiros',
    summary:
      'Mais da metade das unidades de corporate venture já conta com ao menos um membro externo no comitê, aponta o Comitê de Governança da associação.',
    paragraphs: [
      'Um mapeamento conduzido pelo Comitê de Governança da associação mostra que 54% das unidades de corporate venture capital no país já têm ao menos um membro independente no comitê de investimento. Há três anos, a proporção era inferior a 30%.',
      'Segundo os participantes do estudo, a presença de membros externos reduz o tempo de decisão, traz referências de mercado para a precificação e dá mais segurança aos conselhos de administração das empresas.',
      'O comitê recomenda que as alçadas de aprovação sejam definidas por escrito desde o primeiro investimento, separando decisões de portfólio, como follow-ons e saídas, das decisões de novas teses.',
      'As recomendações farão parte da nova edição do guia de boas práticas, que será apresentada em um workshop aberto aos associados.',
    ],
    source_url: null,
    cvcs_mentioned: [],
  },
  {
    id: 'news-08',
    age_days: 25,
    title: 'Tupã Seguros Ventures conclui sua primeira saída com a venda da Seguralink',
    summary:
      'A participação na insurtech de seguros embarcados foi vendida a um grupo de tecnologia europeu quatro anos após o primeiro aporte.',
    paragraphs: [
      'A Tupã Seguros Ventures concluiu a venda de sua participação na Seguralink, insurtech especializada em seguros embarcados no comércio eletrônico, para um grupo europeu de software. Os valores não foram divulgados.',
      'O primeiro aporte foi feito há quatro anos, em uma rodada seed de R$ 3 milhões. Desde então, a Seguralink passou a distribuir apólices em mais de 200 lojas virtuais e se tornou uma das parceiras comerciais da seguradora.',
      'A gestora informou que o contrato comercial entre as duas empresas será mantido após a transação e que parte dos recursos será reinvestida no próprio veículo.',
      'É a primeira saída da unidade, criada em 2020 com a tese de investir em distribuição digital de seguros e prevenção de sinistros.',
    ],
    source_url: 'https://noticias.example.com/tupa-seguros-seguralink-saida',
    cvcs_mentioned: ['Tupã Seguros Ventures'],
  },
  {
    id: 'news-09',
    age_days: 29,
    title: 'Associação recebe 12 novas corporações no semestre e passa de 80 associadas',
    summary:
      'As novas associadas vêm dos setores de construção, varejo, mineração, alimentos e serviços financeiros.',
    paragraphs: [
      'A associação encerrou o semestre com 12 novas corporações associadas e ultrapassou a marca de 80 empresas. Criada em 2023, a entidade reúne unidades de corporate venture capital, áreas de inovação aberta e executivos que estão estruturando seus primeiros investimentos em startups.',
      'Entre as novas associadas estão empresas dos setores de construção civil, varejo, mineração, alimentos e serviços financeiros. Parte delas ainda não tem veículo formal de investimento e busca apoio para desenhar a tese e a governança.',
      'Os novos membros passam a ter acesso aos comitês temáticos, aos relatórios exclusivos e à agenda de eventos do Circuito CVC Connect.',
    ],
    source_url: null,
    cvcs_mentioned: [],
  },
  {
    id: 'news-10',
    age_days: 34,
    title: 'Atlântico Logística cria braço de investimentos para logística de baixo carbono',
    summary:
      'A Atlântico Ventures terá R$ 60 milhões para startups de eletrificação de frotas, roteirização e armazenagem inteligente.',
    paragraphs: [
      'A Atlântico Logística anunciou a criação da Atlântico Ventures, unidade de corporate venture capital com R$ 60 milhões para investir em startups de logística de baixo carbono ao longo dos próximos cinco anos.',
      'A tese inclui eletrificação de frotas de última milha, softwares de roteirização, armazenagem automatizada e rastreamento de emissões na cadeia de suprimentos.',
      'A empresa já opera um programa de testes com startups em seus centros de distribuição de Cajamar (SP) e Contagem (MG), que passará a funcionar como porta de entrada para os investimentos.',
      'A expectativa é realizar os primeiros quatro aportes ainda nos próximos meses, preferencialmente em rodadas série A.',
    ],
    source_url: 'https://noticias.example.com/atlantico-ventures-lancamento',
    cvcs_mentioned: ['Atlântico Ventures'],
  },
  {
    id: 'news-11',
    age_days: 39,
    title: 'Circuito CVC Connect reúne mais de 200 executivos em Campinas',
    summary:
      'A etapa do encontro itinerante debateu venture client, indústria 4.0 e a relação entre CVCs e universidades da região.',
    paragraphs: [
      'A etapa de Campinas do Circuito CVC Connect reuniu mais de 200 executivos de corporações, gestoras e startups. O encontro itinerante da associação percorre polos de inovação do país ao longo do ano.',
      'Os painéis trataram de programas de venture client na indústria, da aproximação entre CVCs e centros de pesquisa das universidades da região e dos desafios de integrar startups às operações fabris.',
      'Na rodada de conexões, 35 startups apresentaram suas soluções para as áreas de inovação das corporações presentes. A associação vai acompanhar as conversas iniciadas no evento nos próximos meses.',
      'A próxima etapa do circuito acontece em São Paulo. As inscrições estão abertas na seção de eventos do site.',
    ],
    source_url: null,
    cvcs_mentioned: ['Vértice Ventures', 'Ipê Telecom Ventures'],
  },
  {
    id: 'news-12',
    age_days: 44,
    title: 'Ipê Telecom Ventures e Vértice Ventures coinvestem em startup de IA para atendimento',
    summary:
      'A Falaí levantou R$ 25 milhões para expandir sua plataforma de agentes de voz e texto para grandes centrais de atendimento.',
    paragraphs: [
      'A Falaí, startup de inteligência artificial para atendimento ao cliente, captou R$ 25 milhões em rodada série A coliderada pela Ipê Telecom Ventures e pela Vértice Ventures.',
      'A plataforma automatiza conversas por voz e texto em centrais de atendimento e já processa mais de 4 milhões de interações por mês, principalmente nos setores de telecomunicações, varejo e serviços financeiros.',
      'Para os investidores, o coinvestimento permite dividir a análise técnica e combinar canais de distribuição: a Ipê Telecom levará a solução à sua base de clientes corporativos, enquanto o Grupo Vértice fará testes em suas operações de varejo.',
      'Os recursos serão usados para contratar 60 pessoas nas áreas de pesquisa e engenharia e para abrir um escritório na Cidade do México.',
    ],
    source_url: 'https://noticias.example.com/falai-serie-a',
    cvcs_mentioned: ['Ipê Telecom Ventures', 'Vértice Ventures'],
  },
];
