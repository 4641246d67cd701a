import type { Language } from '@cvc/domain';
import { escapeHtml } from '@cvc/web';
import { linkPage } from '../shared/linkPage';

// The small pages of a sign-up's cancel link. Its GET (what a person, or a mail scanner following links,
// fetches) only asks to confirm; the button POSTs back to the same address, which is what cancels.

export type CancelPageKind = 'confirm' | 'done' | 'already' | 'incomplete' | 'invalid' | 'unknown' | 'failed';

type Texts = { title: string; button: string } & Record<CancelPageKind, (event: string) => string>;

const TEXT: Record<Language, Texts> = {
  pt: {
    title: 'Cancelar inscrição',
    confirm: (event) =>
      `Confirme abaixo para cancelar sua inscrição no evento "${event}". Sua vaga será liberada para a próxima pessoa da lista de espera.`,
    button: 'Cancelar minha inscrição',
    done: (event) => `Pronto: sua inscrição no evento "${event}" foi cancelada.`,
    already: (event) => `Sua inscrição no evento "${event}" já estava cancelada. Nada mais a fazer.`,
    incomplete: () =>
      'Este link de cancelamento está incompleto. Abra o link do e-mail que você recebeu, exatamente como ele está.',
    invalid: () =>
      'Este link de cancelamento não é válido: ele foi alterado ou não pertence a esta inscrição. Abra o link do e-mail que você recebeu, exatamente como ele está.',
    unknown: () => 'Não encontramos esta inscrição: ela pode ter sido removida pela equipe após o evento.',
    failed: () => 'Não foi possível cancelar a inscrição agora. Tente novamente em alguns minutos.',
  },
  en: {
    title: 'Cancel registration',
    confirm: (event) =>
      `Confirm below to cancel your registration for "${event}". Your seat will go to the next person on the waitlist.`,
    button: 'Cancel my registration',
    done: (event) => `Done: your registration for "${event}" has been cancelled.`,
    already: (event) => `Your registration for "${event}" was already cancelled. Nothing else to do.`,
    incomplete: () =>
      'This cancel link is incomplete. Open the link in the email you received, exactly as it is.',
    invalid: () =>
      'This cancel link is not valid: it was changed or does not belong to this registration. Open the link in the email you received, exactly as it is.',
    unknown: () => 'We could not find this registration: staff may have removed it after the event.',
    failed: () => 'We could not cancel your registration right now. Please try again in a few minutes.',
  },
  es: {
    title: 'Cancelar inscripción',
    confirm: (event) =>
      `Confirme abajo para cancelar su inscripción en el evento "${event}". Su cupo pasará a la próxima persona de la lista de espera.`,
    button: 'Cancelar mi inscripción',
    done: (event) => `Listo: su inscripción en el evento "${event}" fue cancelada.`,
    already: (event) =>
      `Su inscripción en el evento "${event}" ya estaba cancelada. No hay nada más que hacer.`,
    incomplete: () =>
      'Este enlace para cancelar está incompleto. Abra el enlace del correo que recibió, exactamente como está.',
    invalid: () =>
      'Este enlace para cancelar no es válido: fue alterado o no pertenece a esta inscripción. Abra el enlace del correo que recibió, exactamente como está.',
    unknown: () => 'No encontramos esta inscripción: el equipo puede haberla eliminado después del evento.',
    failed: () => 'No fue posible cancelar su inscripción ahora. Inténtelo de nuevo en unos minutos.',
  },
};

/** A whole HTML page; the event's title is escaped like every other string here. */
export function cancelPage(kind: CancelPageKind, language: Language, eventTitle = ''): string {
  const t = TEXT[language];
  // No action: the form POSTs to the page's own address, query (sign-up and signature) included.
  const form =
    kind === 'confirm'
      ? `<form method="post"><button type="submit">${escapeHtml(t.button)}</button></form>`
      : '';
  return linkPage({ language, title: t.title, message: t[kind](eventTitle), form });
}
