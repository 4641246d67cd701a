import { leadSourceLabel } from '@cvc/domain';
import { consoleLeadPath } from '@cvc/web';
import type { MailMessage } from './mailDocument';
import { composeMail } from './layout';
import type { LeadForMail } from './leadAcknowledgement';

/** The console's leads screen, opened on one lead. */
export function leadConsoleUrl(origin: string, leadId: string): string {
  return `${origin}${consoleLeadPath(leadId)}`;
}

/** A staff alert: Portuguese, the team's language. */
export function leadAlert(
  lead: LeadForMail & { source: string },
  staff: { name: string },
  consoleUrl: string,
): MailMessage {
  const source = leadSourceLabel(lead.source);
  return composeMail({
    language: 'pt',
    subject: `Novo lead: ${lead.name} (${source})`,
    greeting: `Olá, ${staff.name}!`,
    blocks: [
      { kind: 'text', text: `Um novo lead chegou pelo formulário "${source}" do site.` },
      {
        kind: 'details',
        rows: [
          ['Nome', lead.name],
          ['Empresa', lead.company],
          ...(lead.position ? [['Cargo', lead.position] as [string, string]] : []),
          ['E-mail', lead.email],
          ['Telefone', lead.phone],
          ['Origem', source],
        ],
      },
      { kind: 'link', href: consoleUrl, label: 'Abrir o lead no painel' },
    ],
    signOff: ['Painel da Associação CVC'],
    reason:
      'Você recebe este aviso porque os alertas de novos leads estão ativados para você na tela Equipe do painel. Peça a um administrador para desativá-los.',
  });
}
