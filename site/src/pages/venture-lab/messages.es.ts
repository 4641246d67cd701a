import type { VentureLabMessages } from './messages.pt';

export const es: VentureLabMessages = {
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
};
