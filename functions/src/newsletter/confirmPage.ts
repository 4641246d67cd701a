import type { Language } from '@cvc/domain';
import { escapeHtml } from '@cvc/web';
import { linkPage } from '../shared/linkPage';

// The small pages of the confirmation link. Its GET (what mail scanners fetch) only shows a button; the button
// POSTs back to the same address, which is what confirms.

export type ConfirmPageKind =
  'confirm' | 'done' | 'already' | 'notPending' | 'expired' | 'incomplete' | 'invalid' | 'failed';

const TEXT: Record<
  Language,
  { title: string; button: string } & Record<ConfirmPageKind, (email: string) => string>
> = {
  pt: {
    title: 'Confirmar inscrição nas novidades',
    confirm: (email) =>
      `Confirme abaixo para receber novidades, eventos e conteúdos da Associação CVC em ${email}.`,
    button: 'Confirmar inscrição',
    done: (email) =>
      `Pronto: ${email} vai receber as novidades da Associação CVC. Cada e-mail traz um link para cancelar.`,
    already: (email) => `${email} já recebe as novidades da Associação CVC.`,
    notPending: () =>
      'Não há pedido de inscrição pendente para este endereço: ele expirou ou foi cancelado. Peça de novo em um formulário do site.',
    expired: () => 'Este link de confirmação expirou. Peça de novo em um formulário do site.',
    incomplete: () =>
      'Este link de confirmação está incompleto. Abra o link do e-mail que você recebeu, exatamente como ele está.',
    invalid: () =>
      'Este link de confirmação não é válido: ele foi alterado ou não pertence a este endereço. Abra o link do e-mail que você recebeu, exatamente como ele está.',
    failed: () => 'Não foi possível confirmar agora. Tente novamente em alguns minutos.',
  },
  en: {
    title: 'Confirm your subscription',
    confirm: (email) =>
      `Confirm below to receive the CVC Association's news, events and content at ${email}.`,
    button: 'Confirm subscription',
    done: (email) =>
      `Done: ${email} will receive the CVC Association's news. Every email has a link to unsubscribe.`,
    already: (email) => `${email} already receives the CVC Association's news.`,
    notPending: () =>
      'There is no pending subscription for this address: it expired or was cancelled. Please ask again in a form on our website.',
    expired: () => 'This confirmation link has expired. Please ask again in a form on our website.',
    incomplete: () =>
      'This confirmation link is incomplete. Open the link in the email you received, exactly as it is.',
    invalid: () =>
      'This confirmation link is not valid: it was changed or does not belong to this address. Open the link in the email you received, exactly as it is.',
    failed: () => 'We could not confirm right now. Please try again in a few minutes.',
  },
  es: {
    title: 'Confirmar suscripción a las novedades',
    confirm: (email) =>
      `Confirme abajo para recibir novedades, eventos y contenidos de la Asociación CVC en ${email}.`,
    button: 'Confirmar suscripción',
    done: (email) =>
      `Listo: ${email} recibirá las novedades de la Asociación CVC. Cada correo trae un enlace para cancelar.`,
    already: (email) => `${email} ya recibe las novedades de la Asociación CVC.`,
    notPending: () =>
      'No hay una suscripción pendiente para esta dirección: expiró o fue cancelada. Pídala de nuevo en un formulario de nuestro sitio.',
    expired: () => 'Este enlace de confirmación expiró. Pídalo de nuevo en un formulario de nuestro sitio.',
    incomplete: () =>
      'Este enlace de confirmación está incompleto. Abra el enlace del correo que recibió, exactamente como está.',
    invalid: () =>
      'Este enlace de confirmación no es válido: fue alterado o no pertenece a esta dirección. Abra el enlace del correo que recibió, exactamente como está.',
    failed: () => 'No fue posible confirmar ahora. Inténtelo de nuevo en unos minutos.',
  },
};

/** A whole HTML page; the address is the one the link names, escaped by linkPage. */
export function confirmPage(kind: ConfirmPageKind, language: Language, email = ''): string {
  const t = TEXT[language];
  // No action: the form POSTs to the page's own address, query (address, expiry and signature) included.
  const form =
    kind === 'confirm'
      ? `<form method="post"><button type="submit">${escapeHtml(t.button)}</button></form>`
      : '';
  return linkPage({ language, title: t.title, message: t[kind](email), form });
}
