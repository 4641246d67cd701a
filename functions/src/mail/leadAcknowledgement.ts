import { LEAD_SOURCE, type Language, type LeadSource } from '@cvc/domain';
import type { MailMessage } from './mailDocument';
import { composeMail, type MailBlock } from './layout';
import { FORM_REASON, GREETING, SIGN_OFF, UNSUBSCRIBE_LABEL } from './phrases';

/**
 * What the visitor asked about, per lead source, completing "Recebemos seu interesse …". Every source the site
 * sends is a membership or program form (the campaign page is the Executive Training's), so all are answered;
 * a source outside this map (hand-made data) gets no reply.
 */
export const LEAD_ACKNOWLEDGED_TOPICS: Record<LeadSource, Record<Language, string>> = {
  [LEAD_SOURCE.membership]: {
    pt: 'em se associar à Associação CVC',
    en: 'in joining the CVC Association',
    es: 'en asociarse a la Asociación CVC',
  },
  [LEAD_SOURCE.trustedAdvisor]: {
    pt: 'no programa Trusted Advisor',
    en: 'in the Trusted Advisor program',
    es: 'en el programa Trusted Advisor',
  },
  [LEAD_SOURCE.executiveTraining]: {
    pt: 'na Formação Executiva em CVC',
    en: 'in the Executive Training in CVC',
    es: 'en la Formación Ejecutiva en CVC',
  },
  [LEAD_SOURCE.courseCampaign]: {
    pt: 'na Formação Executiva em CVC',
    en: 'in the Executive Training in CVC',
    es: 'en la Formación Ejecutiva en CVC',
  },
  [LEAD_SOURCE.ventureLab]: {
    pt: 'no Venture Lab',
    en: 'in Venture Lab',
    es: 'en Venture Lab',
  },
};

export function acknowledgedTopic(source: unknown, language: Language): string | null {
  const topics = (LEAD_ACKNOWLEDGED_TOPICS as Record<string, Record<Language, string>>)[String(source)];
  return topics?.[language] ?? null;
}

const TEXT = {
  pt: {
    subject: (topic: string) => `Recebemos seu interesse ${topic}`,
    thanks: (topic: string) =>
      `Obrigado pelo contato. Recebemos seu interesse ${topic} e nossa equipe vai retornar em breve pelo e-mail ou telefone que você informou.`,
    sent: 'Os dados que recebemos:',
    labels: { name: 'Nome', company: 'Empresa', email: 'E-mail', phone: 'Telefone', position: 'Cargo' },
  },
  en: {
    subject: (topic: string) => `We received your interest ${topic}`,
    thanks: (topic: string) =>
      `Thank you for getting in touch. We received your interest ${topic}, and our team will contact you soon by the email or phone you gave us.`,
    sent: 'The details we received:',
    labels: { name: 'Name', company: 'Company', email: 'Email', phone: 'Phone', position: 'Position' },
  },
  es: {
    subject: (topic: string) => `Recibimos su interés ${topic}`,
    thanks: (topic: string) =>
      `Gracias por su contacto. Recibimos su interés ${topic} y nuestro equipo se comunicará pronto por el correo o el teléfono que indicó.`,
    sent: 'Los datos que recibimos:',
    labels: {
      name: 'Nombre',
      company: 'Empresa',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      position: 'Cargo',
    },
  },
} as const;

export interface LeadForMail {
  name: string;
  email: string;
  company: string;
  phone: string;
  position?: string | null;
}

/** The acknowledgement of a membership or program form, in the language the visitor used. */
export function leadAcknowledgement(
  lead: LeadForMail,
  topic: string,
  language: Language,
  unsubscribeUrl: string,
): MailMessage {
  const t = TEXT[language];
  const rows: [string, string][] = [
    [t.labels.name, lead.name],
    [t.labels.company, lead.company],
    ...(lead.position ? [[t.labels.position, lead.position] as [string, string]] : []),
    [t.labels.email, lead.email],
    [t.labels.phone, lead.phone],
  ];
  const blocks: MailBlock[] = [
    { kind: 'text', text: t.thanks(topic) },
    { kind: 'text', text: t.sent },
    { kind: 'details', rows },
  ];
  return composeMail({
    language,
    subject: t.subject(topic),
    greeting: GREETING[language](lead.name),
    blocks,
    signOff: SIGN_OFF[language],
    reason: FORM_REASON[language],
    unsubscribe: { href: unsubscribeUrl, label: UNSUBSCRIBE_LABEL[language] },
  });
}
