export const pt = {
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
};

/** The event namespace's messages, as every language has them. */
export type EventMessages = typeof pt;
