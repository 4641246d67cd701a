export const pt = {
  pageTitle: 'Venture Lab',
  eyebrow: 'Programa de inovação corporativa',
  title: 'Venture Lab',
  lead: 'Da estratégia à execução com startups: um programa em seis etapas para transformar desafios reais do negócio em projetos de inovação com resultado mensurável.',
  facts: ['6 etapas', 'Startups selecionadas', 'Mentoria da associação'],
  join: 'Quero Fazer Parte',
  stagesTitle: 'As seis etapas do programa',
  stagesSubtitle: 'Cada etapa entrega um resultado concreto e prepara a seguinte.',
  stages: {
    mapping: {
      title: 'Mapeamento',
      text: 'Levantamento dos desafios estratégicos e das áreas com maior potencial de inovação.',
    },
    missionDesign: {
      title: 'Desenho da Missão',
      text: 'Definição da missão, das metas e dos critérios de sucesso com os patrocinadores internos.',
    },
    scouting: {
      title: 'Scouting',
      text: 'Busca e qualificação de startups alinhadas à missão, com apoio da rede da associação.',
    },
    acceleration: {
      title: 'Aceleração',
      text: 'Preparação conjunta de corporação e startups para um piloto com escopo e prazos claros.',
    },
    execution: {
      title: 'Execução',
      text: 'Piloto em ambiente real, com acompanhamento semanal e indicadores compartilhados.',
    },
    evaluation: {
      title: 'Avaliação & Próximos Passos',
      text: 'Leitura dos resultados e decisão sobre escala, contratação, investimento ou nova missão.',
    },
  },
  casesTitle: 'Cases do programa',
  casesSubtitle: 'Corporações que já levaram desafios do negócio ao Venture Lab.',
  offerEyebrow: 'Inscrições abertas',
  offerTitle: 'Leve o Venture Lab para a sua empresa',
  offerText:
    'Vagas limitadas por turma. Preencha seus dados e nossa equipe apresenta o formato ideal para o seu desafio.',
  formTitle: 'Inscrição no Venture Lab',
  submit: 'Enviar inscrição',
  successTitle: 'Inscrição Enviada!',
  successText: 'Entraremos em contato em breve para iniciar sua jornada no Venture Lab.',
  barLabel: 'Inscrição no Venture Lab',
  barText: 'Venture Lab: inscrições abertas',
};

/** The ventureLab namespace's messages, as every language has them. */
export type VentureLabMessages = typeof pt;
