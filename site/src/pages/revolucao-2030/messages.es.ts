import type { Course2030Messages } from './messages.pt';

export const es: Course2030Messages = {
  pageTitle: '2030 Revolução Tech',
  eyebrow: 'Curso online con certificado',
  title: '2030 Revolução Tech',
  lead: 'En 3 horas, entienda las tecnologías que redefinirán los negocios hasta 2030 y salga con frameworks listos para aplicar en su empresa.',
  facts: ['{{hours}} horas de contenido', 'Certificado', '100% online', 'Disponible a partir del {{date}}'],
  presale: 'Preventa con cupos limitados',
  onSale: 'Ventas abiertas · acceso inmediato',
  price: '{{price}}',
  instalments_one: 'al contado o hasta en {{count}} cuota de {{each}}',
  instalments_other: 'al contado o hasta en {{count}} cuotas de {{each}}',
  cta: 'Asegurar mi cupo',
  newTab: '(se abre en una nueva pestaña)',
  modulesTitle: 'Cinco módulos, cinco frameworks',
  modulesSubtitle: 'Cada módulo termina con una herramienta práctica para llevar a su equipo.',
  framework: 'Framework',
  modules: {
    panorama: {
      title: 'Panorama 2030',
      text: 'Las tecnologías que cambian las reglas del juego y lo que ya está ocurriendo en Brasil.',
      framework: 'Radar de Tecnologías Exponenciales',
    },
    ai: {
      title: 'IA aplicada al negocio',
      text: 'De la IA generativa a los agentes: dónde están las ganancias reales y los riesgos.',
      framework: 'Canvas de Casos de Uso de IA',
    },
    data: {
      title: 'Datos como activo estratégico',
      text: 'Cómo organizar, proteger y monetizar datos de forma responsable.',
      framework: 'Matriz de Madurez de Datos',
    },
    openInnovation: {
      title: 'Innovación abierta y startups',
      text: 'Venture client, CVC y alianzas para acelerar la adopción de tecnología.',
      framework: 'Embudo de Venture Client',
    },
    leadership: {
      title: 'Liderazgo en la transformación',
      text: 'Las competencias que líderes y equipos necesitan desarrollar hasta 2030.',
      framework: 'Mapa de Competencias 2030',
    },
  },
  deliverablesTitle: 'Lo que usted recibe',
  deliverables: {
    videos: 'Videoclases grabadas',
    pdfs: 'PDFs de apoyo de cada módulo',
    checklist: 'Checklist de competencias',
    canvas: 'Plantilla de Canvas de IA',
    access: 'Acceso inmediato tras la compra',
    community: 'Acceso a la comunidad de alumnos',
  },
  closingTitle: '¿Listo para 2030?',
  closingPresaleText: 'Asegure su cupo en la preventa al precio de lanzamiento.',
  closingOnSaleText: 'Asegure su cupo ahora y empiece el curso de inmediato.',
  barLabel: 'Comprar el curso 2030 Revolução Tech',
};
