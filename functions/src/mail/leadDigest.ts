import { leadSourceLabel } from '@cvc/domain';
import type { MailMessage } from './mailDocument';
import { composeMail } from './layout';

/** One lead as a digest lists it: who, from which form, and its link in the console. */
export interface DigestLead {
  name: string;
  company: string;
  source: string;
  url: string;
}

/**
 * The leads that arrived while a member's alerts were at their hourly ceiling, in one staff mail (Portuguese,
 * the team's language). `more` counts the leads past the ones listed; `listUrl` opens the leads screen.
 */
export function leadDigest(
  leads: readonly DigestLead[],
  more: number,
  staff: { name: string },
  listUrl: string,
): MailMessage {
  const total = leads.length + more;
  return composeMail({
    language: 'pt',
    subject: `${total} novos leads desde o último alerta`,
    greeting: `Olá, ${staff.name}!`,
    blocks: [
      {
        kind: 'text',
        text: `Chegaram ${total} leads enquanto seus alertas estavam no limite da hora. Eles estão abaixo, reunidos em um só e-mail.`,
      },
      ...leads.map((lead) => ({
        kind: 'item' as const,
        title: lead.name,
        text: `${lead.company} · ${leadSourceLabel(lead.source)}`,
        href: lead.url,
      })),
      ...(more > 0 ? [{ kind: 'text' as const, text: `E mais ${more} leads.` }] : []),
      { kind: 'link', href: listUrl, label: 'Ver todos os leads no painel' },
    ],
    signOff: ['Painel da Associação CVC'],
    reason:
      'Você recebe este resumo porque os alertas de novos leads estão ativados para você na tela Equipe do painel. Peça a um administrador para desativá-los.',
  });
}
