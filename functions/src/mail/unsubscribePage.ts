import type { Language } from '@cvc/domain';
import { escapeHtml } from '@cvc/web';
import { linkPage } from '../shared/linkPage';

// The small pages of the unsubscribe link. The link's GET (what mail scanners fetch) only shows a button; the
// button POSTs back to the same address, which is what unsubscribes.

export type UnsubscribePageKind = 'confirm' | 'done' | 'incomplete' | 'invalid' | 'failed';

/** The button's form field that tells its POST from a mail client's one-click POST. */
export const PAGE_BUTTON_FIELD = 'via';

const TEXT: Record<
  Language,
  { title: string; button: string } & Record<UnsubscribePageKind, (email: string) => string>
> = {
  pt: {
    title: 'Cancelar o recebimento de e-mails',
    confirm: (email) =>
      `Confirme abaixo e não enviaremos mais e-mails para ${email}, nem mesmo respostas a formulários do nosso site.`,
    button: 'Não quero mais receber e-mails',
    done: (email) => `Pronto: não enviaremos mais e-mails da Associação CVC para ${email}.`,
    incomplete: () =>
      'Este link de cancelamento está incompleto. Abra o link do e-mail que você recebeu, exatamente como ele está.',
    invalid: () =>
      'Este link de cancelamento não é válido: ele foi alterado ou não pertence a este endereço. Abra o link do e-mail que você recebeu, exatamente como ele está.',
    failed: () => 'Não foi possível registrar o cancelamento agora. Tente novamente em alguns minutos.',
  },
  en: {
    title: 'Stop receiving emails',
    confirm: (email) =>
      `Confirm below and we will send no more emails to ${email}, not even replies to forms on our website.`,
    button: 'Stop sending me emails',
    done: (email) => `Done: the CVC Association will send no more emails to ${email}.`,
    incomplete: () =>
      'This unsubscribe link is incomplete. Open the link in the email you received, exactly as it is.',
    invalid: () =>
      'This unsubscribe link is not valid: it was changed or does not belong to this address. Open the link in the email you received, exactly as it is.',
    failed: () => 'We could not record your request right now. Please try again in a few minutes.',
  },
  es: {
    title: 'Dejar de recibir correos',
    confirm: (email) =>
      `Confirme abajo y no enviaremos más correos a ${email}, ni siquiera respuestas a formularios de nuestro sitio.`,
    button: 'No quiero recibir más correos',
    done: (email) => `Listo: la Asociación CVC no enviará más correos a ${email}.`,
    incomplete: () =>
      'Este enlace para cancelar está incompleto. Abra el enlace del correo que recibió, exactamente como está.',
    invalid: () =>
      'Este enlace para cancelar no es válido: fue alterado o no pertenece a esta dirección. Abra el enlace del correo que recibió, exactamente como está.',
    failed: () => 'No fue posible registrar su solicitud ahora. Inténtelo de nuevo en unos minutos.',
  },
};

/** A whole HTML page; the address is the one the link names, escaped like every other string here. */
export function unsubscribePage(kind: UnsubscribePageKind, language: Language, email = ''): string {
  const t = TEXT[language];
  // No action: the form POSTs to the page's own address, query (address and signature) included.
  const form =
    kind === 'confirm'
      ? `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><input type="hidden" name="${PAGE_BUTTON_FIELD}" value="page"><button type="submit">${escapeHtml(t.button)}</button></form>`
      : '';
  return linkPage({ language, title: t.title, message: t[kind](email), form });
}
