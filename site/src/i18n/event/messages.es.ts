import type { EventMessages } from './messages.pt';

export const es: EventMessages = {
  eyebrow: 'Evento',
  notFound: 'Evento no encontrado',
  notFoundText:
    'Este evento no existe o ya no está publicado. Vea la agenda de eventos en la página de inicio.',
  allEvents: 'Ver la agenda de eventos',
  past: 'Este evento ya se realizó y las inscripciones están cerradas.',
  signUp: 'Inscríbase',
  seatsLeft_one: 'Queda {{count}} cupo.',
  seatsLeft_other: 'Quedan {{count}} cupos.',
  full: 'Los cupos están completos: las nuevas inscripciones entran en la lista de espera, por orden de llegada.',
  waitlistTitle: '¡Está en la lista de espera!',
  waitlistText:
    'Si se libera un cupo, será suyo por orden de inscripción, y le enviaremos la confirmación por correo.',
};
