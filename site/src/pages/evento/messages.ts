import { definePageMessages } from '../../features/i18n/pageMessages';

// An event's own page: the seats, the waitlist, a past event, and an unknown one.
export const useEventPageMessages = definePageMessages('event', {
  pt: {
    eyebrow: 'Evento',
    notFound: 'Evento não encontrado',
    notFoundText:
      'Este evento não existe ou não está mais publicado. Veja a agenda de eventos na página inicial.',
    allEvents: 'Ver a agenda de eventos',
    past: 'Este evento já aconteceu e as inscrições estão encerradas.',
    signUp: 'Inscreva-se',
    seatsLeft_one: 'Resta {{count}} vaga.',
    seatsLeft_other: 'Restam {{count}} vagas.',
    full: 'As vagas estão preenchidas: novas inscrições entram na lista de espera, pela ordem de chegada.',
    waitlistTitle: 'Você está na lista de espera!',
    waitlistText:
      'Se uma vaga se abrir, ela é sua pela ordem de inscrição, e enviaremos a confirmação por e-mail.',
  },
  en: {
    eyebrow: 'Event',
    notFound: 'Event not found',
    notFoundText:
      'This event does not exist or is no longer published. See the events calendar on the home page.',
    allEvents: 'See the events calendar',
    past: 'This event has already taken place and registration is closed.',
    signUp: 'Register',
    seatsLeft_one: '{{count}} seat left.',
    seatsLeft_other: '{{count}} seats left.',
    full: 'All seats are taken: new registrations join the waitlist, in order of arrival.',
    waitlistTitle: 'You are on the waitlist!',
    waitlistText:
      'If a seat opens up, it goes to you in the order of registration, and we will email you the confirmation.',
  },
  es: {
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
  },
});
