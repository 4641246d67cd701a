import type { ArticleInput } from './types';

export type OpinionInput = ArticleInput & { columnist_id: string; with_partner_logo?: boolean };

/** Published opinions, most recent first (part 1 of 2). */
export const OPINIONS_A: OpinionInput[] = [
  {
    id: 'opinion-01',
    columnist_id: 'columnist-02',
    age_days: 2,
    with_partner_logo: true,
    title: 'Por que um CVC não é um fundo de venture capital tradicional',
    summary:
      'Copiar a cartilha das gestoras independentes é o erro mais comum de quem está montando uma unidade de corporate venture.',
    paragraphs: [
      'Toda corporação que decide investir em startups enfrenta a mesma tentação: contratar alguém vindo de uma gestora independente e replicar o modelo. Funciona na análise de empresas, mas quase nunca na relação com a casa-mãe.',
      'Um fundo tradicional responde a cotistas que esperam retorno financeiro em dez anos. Um CVC responde a uma diretoria que quer resultados estratégicos, muitas vezes antes do retorno financeiro aparecer. Ignorar essa diferença gera frustração dos dois lados.',
      'A saída é declarar desde o início o que a empresa espera do veículo, com indicadores separados para retorno financeiro e para ganhos estratégicos, e revisar esse acordo todo ano com o conselho.',
      'Quem faz isso com disciplina ganha algo que nenhum fundo independente oferece: acesso a clientes, canais e conhecimento de mercado que aceleram de verdade as startups investidas.',
    ],
    source_url: null,
  },
  {
    id: 'opinion-02',
    columnist_id: 'columnist-03',
    age_days: 5,
    with_partner_logo: true,
    title: 'Venture client: o caminho mais curto entre a startup e o resultado',
    summary:
      'Comprar a solução antes de investir na empresa reduz riscos para os dois lados e mostra rapidamente onde há valor.',
    markdown: true,
    paragraphs: [
      'No setor de saúde, aprendemos que um contrato de piloto bem desenhado vale mais do que uma rodada de investimento apressada. O modelo de [venture client](https://en.wikipedia.org/wiki/Venture_client) inverte a ordem tradicional: primeiro a corporação compra e testa, depois decide se investe.',
      '## O que cada lado ganha',
      'A startup ganha receita, referência e dados reais de operação. A corporação ganha evidência concreta antes de colocar capital no balanço. E as áreas de negócio passam a ser **donas do projeto**, não espectadoras.',
      '## Três escolhas que fazem funcionar',
      '1. Desafios definidos pelas equipes que vão usar a solução.\n2. Orçamento reservado *antes* da seleção.\n3. Critérios de sucesso combinados antes do início do piloto.',
      '> Quando esses três pontos estão claros, o ciclo do contrato à decisão de escala cai de um ano para poucos meses.',
    ],
    source_url: null,
  },
  {
    id: 'opinion-03',
    columnist_id: 'columnist-04',
    age_days: 9,
    title: 'Governança que acelera: cinco decisões para o primeiro ano de um CVC',
    summary:
      'Alçadas, comitê, política de conflitos, reservas para follow-on e critérios de saída precisam estar escritos antes do primeiro cheque.',
    paragraphs: [
      'Governança costuma ser vista como freio. Nas unidades de corporate venture que acompanho, acontece o contrário: quem define as regras cedo decide mais rápido depois.',
      'A primeira decisão é a alçada: até que valor a equipe decide sozinha e quando o tema sobe ao conselho. A segunda é a composição do comitê, de preferência com ao menos um membro independente.',
      'A terceira é a política de conflitos de interesse, especialmente quando a startup investida também é fornecedora ou concorrente de alguma área da empresa. A quarta é a reserva de capital para rodadas seguintes, que deveria ser de pelo menos metade do valor comprometido.',
      'A quinta, e mais esquecida, são os critérios de saída. Saber em que condições vender uma participação evita discussões longas e desgastantes justamente quando a oportunidade aparece.',
    ],
    source_url: 'https://artigos.example.com/governanca-primeiro-ano-cvc',
  },
  {
    id: 'opinion-04',
    columnist_id: 'columnist-01',
    age_days: 13,
    with_partner_logo: true,
    title: 'Transição energética e o papel dos investidores corporativos',
    summary:
      'As tecnologias de descarbonização precisam de clientes tanto quanto de capital, e é aí que os CVCs fazem diferença.',
    paragraphs: [
      'Startups de energia e clima enfrentam um problema conhecido: precisam de muito capital e de muito tempo para provar suas tecnologias em escala industrial. Fundos independentes raramente têm fôlego para acompanhar esse ciclo sozinhos.',
      'Os investidores corporativos trazem o que falta: plantas para testes, contratos de compra de longo prazo e engenheiros que entendem a operação. Em muitos casos, esse acesso vale mais do que o próprio aporte.',
      'Para aproveitar esse papel, as corporações precisam aceitar prazos mais longos e tratar os pilotos como parte da estratégia de descarbonização, e não como projetos paralelos de inovação.',
    ],
    source_url: null,
  },
  {
    id: 'opinion-05',
    columnist_id: 'columnist-05',
    age_days: 18,
    title: 'Como medir o retorno estratégico sem perder o rigor financeiro',
    summary:
      'Indicadores estratégicos precisam ser tão auditáveis quanto a TIR da carteira, ou perdem credibilidade no conselho.',
    paragraphs: [
      'Todo CVC promete retorno estratégico, mas poucos conseguem demonstrá-lo com números que resistam a uma reunião de conselho. O resultado é previsível: na primeira crise, o veículo vira candidato a corte.',
      'A solução passa por indicadores simples e verificáveis, como receita gerada por parcerias com investidas, custos evitados em operações e tempo de lançamento de novos produtos.',
      'Esses números devem ser apurados pelas áreas de negócio e validados pelo controle financeiro, da mesma forma que a valorização da carteira é revisada por auditoria.',
      'Com as duas métricas lado a lado, a conversa com a diretoria muda: o CVC deixa de ser um custo de inovação e passa a ser uma unidade com resultado próprio.',
    ],
    source_url: null,
  },
  {
    id: 'opinion-06',
    columnist_id: 'columnist-02',
    age_days: 24,
    title: 'O comitê de investimento ideal tem menos gente do que você imagina',
    summary:
      'Comitês grandes diluem responsabilidade e atrasam decisões; cinco pessoas bem escolhidas bastam.',
    paragraphs: [
      'Já participei de comitês de investimento com doze membros. Nenhuma decisão importante saiu rápido deles, e várias oportunidades se perderam enquanto esperávamos a próxima reunião.',
      'Cinco pessoas costumam ser suficientes: dois executivos das áreas de negócio, um representante de finanças, o líder do CVC e um membro independente com experiência em venture capital.',
      'Mais importante do que o tamanho é o rito: pauta enviada com antecedência, memorando padronizado e prazo máximo para a decisão. Comitês que seguem esse rito decidem em semanas, não em meses.',
    ],
    source_url: null,
  },
];
