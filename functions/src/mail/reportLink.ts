import type { Language } from '@cvc/domain';
import type { MailMessage } from './mailDocument';
import { composeMail } from './layout';
import { FORM_REASON, GREETING, SIGN_OFF, UNSUBSCRIBE_LABEL } from './phrases';

const TEXT = {
  pt: {
    subject: (title: string) => `Seu relatório: ${title}`,
    body: (title: string) =>
      `Obrigado pelo interesse no relatório "${title}". O arquivo está disponível no link abaixo; guarde este e-mail para voltar a ele quando quiser.`,
    link: 'Baixar o relatório',
  },
  en: {
    subject: (title: string) => `Your report: ${title}`,
    body: (title: string) =>
      `Thank you for your interest in the report "${title}". The file is available at the link below; keep this email to come back to it at any time.`,
    link: 'Download the report',
  },
  es: {
    subject: (title: string) => `Su informe: ${title}`,
    body: (title: string) =>
      `Gracias por su interés en el informe "${title}". El archivo está disponible en el enlace abajo; guarde este correo para volver a él cuando quiera.`,
    link: 'Descargar el informe',
  },
} as const;

/** The free report's address, sent to whoever downloaded it, so the file is not lost with the browser tab. */
export function reportLinkMail(
  visitor: { name: string },
  report: { title: string; url: string },
  language: Language,
  unsubscribeUrl: string,
): MailMessage {
  const t = TEXT[language];
  return composeMail({
    language,
    subject: t.subject(report.title),
    greeting: GREETING[language](visitor.name),
    blocks: [
      { kind: 'text', text: t.body(report.title) },
      { kind: 'link', href: report.url, label: t.link },
    ],
    signOff: SIGN_OFF[language],
    reason: FORM_REASON[language],
    unsubscribe: { href: unsubscribeUrl, label: UNSUBSCRIBE_LABEL[language] },
  });
}
