import { definePageMessages } from '../../features/i18n/pageMessages';

const STAGE_KEYS = [
  'mapping',
  'missionDesign',
  'scouting',
  'acceleration',
  'execution',
  'evaluation',
] as const;
export { STAGE_KEYS };

// 'Quero Fazer Parte', 'Inscrição Enviada!' and its text are the exact strings of SPEC §2/§4.
export const useVentureLabMessages = definePageMessages('ventureLab', {
  pt: {
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
  },
  en: {
    pageTitle: 'Venture Lab',
    eyebrow: 'Corporate innovation program',
    title: 'Venture Lab',
    lead: 'From strategy to execution with startups: a six-stage program that turns real business challenges into innovation projects with measurable results.',
    facts: ['6 stages', 'Selected startups', 'Mentoring by the association'],
    join: 'I want to join',
    stagesTitle: 'The six stages of the program',
    stagesSubtitle: 'Each stage delivers a concrete result and prepares the next.',
    stages: {
      mapping: {
        title: 'Mapping',
        text: 'Survey of strategic challenges and of the areas with the greatest innovation potential.',
      },
      missionDesign: {
        title: 'Mission Design',
        text: 'Mission, goals and success criteria defined with the internal sponsors.',
      },
      scouting: {
        title: 'Scouting',
        text: "Search for and qualification of startups that fit the mission, backed by the association's network.",
      },
      acceleration: {
        title: 'Acceleration',
        text: 'Corporation and startups prepare together for a pilot with a clear scope and timeline.',
      },
      execution: {
        title: 'Execution',
        text: 'A pilot in a real environment, with weekly follow-up and shared indicators.',
      },
      evaluation: {
        title: 'Evaluation & Next Steps',
        text: 'Reading the results and deciding on scale, procurement, investment or a new mission.',
      },
    },
    casesTitle: 'Program cases',
    casesSubtitle: 'Corporations that have brought business challenges to the Venture Lab.',
    offerEyebrow: 'Applications open',
    offerTitle: 'Bring the Venture Lab to your company',
    offerText:
      'Limited places per cohort. Leave your details and our team will present the right format for your challenge.',
    formTitle: 'Venture Lab application',
    submit: 'Send application',
    successTitle: 'Application sent!',
    successText: 'We will contact you shortly to start your Venture Lab journey.',
    barLabel: 'Venture Lab application',
    barText: 'Venture Lab: applications open',
  },
  es: {
    pageTitle: 'Venture Lab',
    eyebrow: 'Programa de innovación corporativa',
    title: 'Venture Lab',
    lead: 'De la estrategia a la ejecución con startups: un programa en seis etapas para transformar desafíos reales del negocio en proyectos de innovación con resultados medibles.',
    facts: ['6 etapas', 'Startups seleccionadas', 'Mentoría de la asociación'],
    join: 'Quiero participar',
    stagesTitle: 'Las seis etapas del programa',
    stagesSubtitle: 'Cada etapa entrega un resultado concreto y prepara la siguiente.',
    stages: {
      mapping: {
        title: 'Mapeo',
        text: 'Relevamiento de los desafíos estratégicos y de las áreas con mayor potencial de innovación.',
      },
      missionDesign: {
        title: 'Diseño de la Misión',
        text: 'Definición de la misión, las metas y los criterios de éxito con los patrocinadores internos.',
      },
      scouting: {
        title: 'Scouting',
        text: 'Búsqueda y calificación de startups alineadas con la misión, con el apoyo de la red de la asociación.',
      },
      acceleration: {
        title: 'Aceleración',
        text: 'Preparación conjunta de la corporación y las startups para un piloto con alcance y plazos claros.',
      },
      execution: {
        title: 'Ejecución',
        text: 'Piloto en un entorno real, con seguimiento semanal e indicadores compartidos.',
      },
      evaluation: {
        title: 'Evaluación y Próximos Pasos',
        text: 'Análisis de los resultados y decisión sobre escalar, contratar, invertir o emprender una nueva misión.',
      },
    },
    casesTitle: 'Casos del programa',
    casesSubtitle: 'Corporaciones que ya llevaron desafíos del negocio al Venture Lab.',
    offerEyebrow: 'Inscripciones abiertas',
    offerTitle: 'Lleve el Venture Lab a su empresa',
    offerText:
      'Cupos limitados por grupo. Complete sus datos y nuestro equipo le presentará el formato ideal para su desafío.',
    formTitle: 'Inscripción en el Venture Lab',
    submit: 'Enviar inscripción',
    successTitle: '¡Inscripción enviada!',
    successText: 'Nos pondremos en contacto pronto para iniciar su recorrido en el Venture Lab.',
    barLabel: 'Inscripción en el Venture Lab',
    barText: 'Venture Lab: inscripciones abiertas',
  },
});
