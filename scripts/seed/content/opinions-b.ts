import type { OpinionInput } from './opinions-a';

/** Older published opinions and the drafts (part 2 of 2). */
export const OPINIONS_B: OpinionInput[] = [
  {
    id: 'opinion-07',
    columnist_id: 'columnist-03',
    age_days: 31,
    title: 'Saúde digital depois da euforia: onde ainda há valor',
    summary:
      'Passada a onda de telemedicina, as oportunidades estão na eficiência hospitalar e na gestão de doenças crônicas.',
    paragraphs: [
      'Os últimos anos foram de euforia e depois de ressaca para a saúde digital. Muitas startups cresceram rápido oferecendo consultas online e encontraram dificuldade para sustentar margens.',
      'Do ponto de vista de quem opera hospitais, o valor está em outro lugar: gestão de leitos, redução de glosas, prevenção de readmissões e acompanhamento de pacientes crônicos fora do hospital.',
      'São problemas menos vistosos, mas com impacto direto no resultado das operadoras e dos prestadores. É nesses temas que os investidores corporativos do setor têm vantagem para avaliar as soluções.',
      'Minha recomendação para quem está começando: escolha dois ou três problemas operacionais e procure as startups que já os resolvem em outros hospitais.',
    ],
    source_url: null,
  },
  {
    id: 'opinion-08',
    columnist_id: 'columnist-05',
    age_days: 38,
    with_partner_logo: true,
    title: 'Crédito para pequenas empresas: o que os bancos aprenderam com as fintechs',
    summary:
      'Dados alternativos e integração com sistemas de gestão mudaram a análise de crédito, e os bancos estão investindo para aprender.',
    paragraphs: [
      'As fintechs de crédito mostraram que é possível conceder empréstimos a pequenas empresas com dados que os bancos tradicionais não usavam: notas fiscais, fluxo de recebíveis e movimentação em sistemas de gestão.',
      'Para um banco, investir nessas empresas é uma forma de aprender rapidamente modelos que levariam anos para serem desenvolvidos internamente. Mas o aprendizado só acontece se houver troca real entre as equipes.',
      'Na prática, isso significa acordos de compartilhamento de dados, pilotos com carteiras reais e profissionais do banco acompanhando de perto a operação da startup.',
    ],
    source_url: 'https://artigos.example.com/credito-pme-bancos-fintechs',
  },
  {
    id: 'opinion-09',
    columnist_id: 'columnist-04',
    age_days: 45,
    title: 'Formar executivos de inovação é investimento, não custo',
    summary:
      'As unidades de corporate venture que dão certo têm em comum equipes que entendem tanto de startups quanto da própria empresa.',
    paragraphs: [
      'Nas pesquisas que conduzo sobre corporate venture no Brasil, um fator aparece com frequência entre as unidades bem-sucedidas: a qualidade e a estabilidade da equipe.',
      'Profissionais que entendem de avaliação de startups, de estruturação de rodadas e, ao mesmo tempo, conhecem a cultura e os processos da própria empresa são raros. Formá-los leva tempo e exige investimento.',
      'Programas de formação executiva, mentorias e a troca entre pares em associações do setor encurtam esse caminho. Tratar isso como custo discricionário, cortado na primeira revisão de orçamento, é um erro caro.',
    ],
    source_url: null,
  },
  {
    id: 'opinion-10',
    columnist_id: 'columnist-01',
    age_days: 53,
    title: 'Descarbonização industrial precisa de capital paciente',
    summary:
      'Prazos de validação longos exigem que corporações e fundos combinem expectativas antes de investir em tecnologias climáticas.',
    paragraphs: [
      'Uma tecnologia de captura de carbono ou de hidrogênio de baixa emissão pode levar cinco anos entre o primeiro piloto e a operação comercial. Poucos investidores estão preparados para esse horizonte.',
      'As corporações industriais têm uma vantagem: conhecem os ciclos de investimento de longo prazo porque vivem deles em suas próprias plantas. Precisam apenas aplicar a mesma lógica às startups.',
      'Isso significa reservar capital para várias rodadas, aceitar marcos técnicos como indicadores de progresso e montar sindicatos com outros investidores que tenham a mesma paciência.',
      'Sem esse capital paciente, boas tecnologias brasileiras acabam sendo compradas cedo demais por grupos estrangeiros, e o país perde a chance de liderar a sua própria transição.',
    ],
    source_url: null,
  },
  {
    id: 'opinion-11',
    columnist_id: 'columnist-02',
    age_days: 1,
    draft: true,
    title: 'Inteligência artificial generativa e a nova tese dos CVCs',
    summary: 'Como as unidades de corporate venture estão revendo suas teses diante da IA generativa.',
    paragraphs: [
      'Rascunho: a inteligência artificial generativa mudou a forma como avaliamos startups de software. Produtos que levavam anos para serem construídos hoje podem ser replicados em semanas.',
      'Para os CVCs, a pergunta deixou de ser se a startup usa IA e passou a ser qual vantagem ela mantém quando todos usam.',
      'Dados proprietários, integração profunda com processos dos clientes e distribuição são as respostas mais frequentes, e todas elas conversam com os ativos que as corporações já têm.',
    ],
    source_url: null,
  },
  {
    id: 'opinion-12',
    columnist_id: 'columnist-05',
    age_days: 3,
    draft: true,
    has_image: false,
    title: 'O que esperar do corporate venture no Brasil no próximo ano',
    summary: 'Juros, saídas e novos entrantes devem definir o ritmo dos investimentos corporativos.',
    paragraphs: [
      'Três fatores devem definir o ritmo do corporate venture no próximo ano: o comportamento dos juros, a abertura de janelas de saída e a chegada de novas corporações ao mercado.',
      'Com juros ainda altos, a tendência é de rodadas menores e mais seletivas, com preferência por empresas que já demonstram receita recorrente.',
      'Versão preliminar: completar com os dados do panorama trimestral antes de publicar.',
    ],
    source_url: null,
  },
];
