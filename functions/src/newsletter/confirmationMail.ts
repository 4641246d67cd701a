import type { Language } from '@cvc/domain';
import type { MailMessage } from '../mail/mailDocument';
import { composeMail } from '../mail/layout';
import { FORM_REASON, GREETING, SIGN_OFF, UNSUBSCRIBE_LABEL } from '../mail/phrases';

// The double opt-in's mail: it asks the address's owner to confirm, and says that without it nothing follows.

const TEXT: Record<
  Language,
  { subject: string; hello: string; asked: (email: string) => string; button: string; until: string }
> = {
  pt: {
    subject: 'Confirme sua inscrição nas novidades da Associação CVC',
    hello: 'Olá!',
    asked: (email) =>
      `Recebemos um pedido para enviar novidades, eventos e conteúdos da associação para ${email}. Para confirmar, abra o link abaixo e toque em "Confirmar inscrição". Sem a confirmação, não enviaremos nada.`,
    button: 'Confirmar inscrição',
    until: 'O link vale por 7 dias.',
  },
  en: {
    subject: 'Confirm your subscription to CVC Association news',
    hello: 'Hello,',
    asked: (email) =>
      `We received a request to send the association's news, events and content to ${email}. To confirm, open the link below and press "Confirm subscription". Without your confirmation, we will send nothing.`,
    button: 'Confirm subscription',
    until: 'The link works for 7 days.',
  },
  es: {
    subject: 'Confirme su suscripción a las novedades de la Asociación CVC',
    hello: '¡Hola!',
    asked: (email) =>
      `Recibimos una solicitud para enviar novedades, eventos y contenidos de la asociación a ${email}. Para confirmar, abra el enlace abajo y presione "Confirmar suscripción". Sin su confirmación, no enviaremos nada.`,
    button: 'Confirmar suscripción',
    until: 'El enlace es válido por 7 días.',
  },
};

/** The confirmation mail, greeting by name when the form had one. */
export function newsletterConfirmation(
  request: { email: string; name?: string | null },
  language: Language,
  confirmUrl: string,
  unsubscribeUrl: string,
): MailMessage {
  const t = TEXT[language];
  return composeMail({
    language,
    subject: t.subject,
    greeting: request.name ? GREETING[language](request.name) : t.hello,
    blocks: [
      { kind: 'text', text: t.asked(request.email) },
      { kind: 'link', href: confirmUrl, label: t.button },
      { kind: 'text', text: t.until },
    ],
    signOff: SIGN_OFF[language],
    reason: FORM_REASON[language],
    unsubscribe: { href: unsubscribeUrl, label: UNSUBSCRIBE_LABEL[language] },
  });
}
