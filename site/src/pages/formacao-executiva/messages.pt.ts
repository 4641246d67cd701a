export const pt = {
  pageTitle: 'Formação Executiva em CVC',
  eyebrow: 'Turma de {{month}} · vagas limitadas',
  eyebrowClosed: 'Turma de {{month}} · inscrições encerradas',
  title: 'Formação Executiva em Corporate Venture Capital',
  lead: 'A formação da associação para executivos que lideram ou vão liderar iniciativas de CVC: estratégia, estruturação, investimento e gestão de portfólio com quem faz no Brasil.',
  facts: [
    '{{hours}} horas',
    '{{weeks}} semanas',
    'Formato híbrido',
    'Início em {{start}}',
    'Encerramento presencial em {{city}} em {{end}}',
  ],
  offerEyebrow: 'Inscrições abertas até {{date}}',
  offerTitle: 'Garanta sua vaga na turma de {{month}}',
  price: '{{price}} à vista',
  instalments_one: 'ou em até {{count}}x no cartão',
  instalments_other: 'ou em até {{count}}x no cartão',
  signUp: 'Quero me inscrever',
  formTitle: 'Inscrição na Formação Executiva',
  submit: 'Enviar inscrição',
  receivedTitle: 'Inscrição recebida!',
  receivedText:
    'Recebemos seus dados. Para garantir a vaga, conclua o pagamento; nossa equipe também entrará em contato.',
  payNow: 'Pagar agora',
  newTab: '(abre em nova aba)',
  benefitsTitle: 'Por que fazer a formação',
  benefits: [
    {
      title: 'Visão completa de CVC',
      text: 'Da tese de investimento à saída, com casos reais de corporações brasileiras.',
    },
    {
      title: 'Professores do mercado',
      text: 'Gestores de CVC, advogados e investidores que vivem o dia a dia dos deals.',
    },
    {
      title: 'Rede de executivos',
      text: 'Uma turma de líderes de inovação de grandes empresas de todo o país.',
    },
    {
      title: 'Carreira em alta',
      text: 'Profissionais de CVC no Brasil recebem salários acima de {{salary}}/mês.',
    },
  ],
  curriculumTitle: 'Conteúdo programático',
  curriculum: [
    'Estratégia e tese de corporate venture',
    'Estruturas de veículo e governança',
    'Deal flow, due diligence e valuation de startups',
    'Term sheet, negociação e acordos de investimento',
    'Gestão de portfólio, venture client e saídas',
  ],
  audienceTitle: 'Para quem é',
  audience: [
    'Executivos que lideram ou vão estruturar uma área de CVC',
    'Diretores de inovação, estratégia, M&A e finanças',
    'Conselheiros e sócios de gestoras que atendem corporações',
  ],
  quoteTitle: 'Palavra da presidência',
  quote:
    'Formar executivos é a forma mais rápida de amadurecer o corporate venture no Brasil. Esta turma reúne quem vai liderar essa transformação.',
  quoteRole: 'Presidente da associação',
  partnersTitle: 'Parceiros da formação',
  mediaTitle: 'Na imprensa',
  videoTitle: 'Conheça a formação',
  playVideo: 'Assistir ao vídeo de apresentação',
  barLabel: 'Inscrição na Formação Executiva',
  barText: 'Formação Executiva em CVC · inscrições até {{date}}',
};

/** The executiveTraining namespace's messages, as every language has them. */
export type TrainingMessages = typeof pt;
