import type { Language } from '@cvc/domain';
import { escapeHtml } from '@cvc/web';
import { linkPage } from '../shared/linkPage';

// The footer form's answer when it was sent before the page's script ran (a plain form POST): a small page with
// the same words the form shows, and the way back to the page it was sent from.

export type SubscribePageKind = 'requested' | 'invalid' | 'tooMany' | 'failed';

const TEXT: Record<Language, { title: string; back: string } & Record<SubscribePageKind, string>> = {
  pt: {
    title: 'Novidades por e-mail',
    requested: 'Enviamos um link de confirmação para o seu e-mail. Abra-o para concluir a inscrição.',
    invalid: 'Informe um e-mail válido.',
    tooMany: 'Muitos pedidos da sua rede nesta hora. Tente novamente mais tarde.',
    failed: 'Não foi possível enviar agora. Tente novamente em alguns minutos.',
    back: 'Voltar à página',
  },
  en: {
    title: 'News by email',
    requested: 'We sent a confirmation link to your email. Open it to finish subscribing.',
    invalid: 'Enter a valid email address.',
    tooMany: 'Too many requests from your network this hour. Please try again later.',
    failed: 'We could not send it right now. Please try again in a few minutes.',
    back: 'Back to the page',
  },
  es: {
    title: 'Novedades por correo',
    requested: 'Enviamos un enlace de confirmación a su correo. Ábralo para completar la suscripción.',
    invalid: 'Ingrese un correo electrónico válido.',
    tooMany: 'Demasiadas solicitudes desde su red en esta hora. Inténtelo de nuevo más tarde.',
    failed: 'No fue posible enviarlo ahora. Inténtelo de nuevo en unos minutos.',
    back: 'Volver a la página',
  },
};

/** `page` is a path of this site (the schema's check), or the home when the request had none. */
export function subscribePage(kind: SubscribePageKind, language: Language, page = '/'): string {
  const t = TEXT[language];
  const back = `<p><a href="${escapeHtml(page)}">${escapeHtml(t.back)}</a></p>`;
  return linkPage({ language, title: t.title, message: t[kind], form: back });
}
