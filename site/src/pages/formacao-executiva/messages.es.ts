import type { TrainingMessages } from './messages.pt';

export const es: TrainingMessages = {
  pageTitle: 'Formación Ejecutiva en CVC',
  eyebrow: 'Grupo de {{month}} · cupos limitados',
  eyebrowClosed: 'Grupo de {{month}} · inscripciones cerradas',
  title: 'Formación Ejecutiva en Corporate Venture Capital',
  lead: 'La formación de la asociación para ejecutivos que lideran o liderarán iniciativas de CVC: estrategia, estructuración, inversión y gestión de portafolio con quienes lo hacen en Brasil.',
  facts: [
    '{{hours}} horas',
    '{{weeks}} semanas',
    'Formato híbrido',
    'Inicio el {{start}}',
    'Cierre presencial en {{city}} el {{end}}',
  ],
  offerEyebrow: 'Inscripciones abiertas hasta el {{date}}',
  offerTitle: 'Asegure su cupo en el grupo de {{month}}',
  price: '{{price}} al contado',
  instalments_one: 'o hasta en {{count}} cuota con tarjeta',
  instalments_other: 'o hasta en {{count}} cuotas con tarjeta',
  signUp: 'Quiero inscribirme',
  formTitle: 'Inscripción en la Formación Ejecutiva',
  submit: 'Enviar inscripción',
  receivedTitle: '¡Inscripción recibida!',
  receivedText:
    'Recibimos sus datos. Para asegurar su cupo, complete el pago; nuestro equipo también se pondrá en contacto.',
  payNow: 'Pagar ahora',
  newTab: '(se abre en una nueva pestaña)',
  benefitsTitle: 'Por qué hacer la formación',
  benefits: [
    {
      title: 'Visión completa del CVC',
      text: 'De la tesis de inversión a la salida, con casos reales de corporaciones brasileñas.',
    },
    {
      title: 'Profesores del mercado',
      text: 'Gestores de CVC, abogados e inversores que viven el día a día de los deals.',
    },
    {
      title: 'Red de ejecutivos',
      text: 'Un grupo de líderes de innovación de grandes empresas de todo el país.',
    },
    {
      title: 'Una carrera en alza',
      text: 'Los profesionales de CVC en Brasil reciben salarios superiores a {{salary}}/mes.',
    },
  ],
  curriculumTitle: 'Contenido del programa',
  curriculum: [
    'Estrategia y tesis de corporate venture',
    'Estructuras de vehículo y gobernanza',
    'Deal flow, due diligence y valuación de startups',
    'Term sheet, negociación y acuerdos de inversión',
    'Gestión de portafolio, venture client y salidas',
  ],
  audienceTitle: 'A quién está dirigida',
  audience: [
    'Ejecutivos que lideran o van a estructurar un área de CVC',
    'Directores de innovación, estrategia, M&A y finanzas',
    'Consejeros y socios de gestoras que atienden a corporaciones',
  ],
  quoteTitle: 'Palabras de la presidencia',
  quote:
    'Formar ejecutivos es la forma más rápida de hacer madurar el corporate venture en Brasil. Este grupo reúne a quienes liderarán esa transformación.',
  quoteRole: 'Presidente de la asociación',
  partnersTitle: 'Socios de la formación',
  mediaTitle: 'En la prensa',
  videoTitle: 'Conozca la formación',
  playVideo: 'Ver el video de presentación',
  barLabel: 'Inscripción en la Formación Ejecutiva',
  barText: 'Formación Ejecutiva en CVC · inscripciones hasta el {{date}}',
};
