import type { MailMessage } from './mailDocument';
import { composeMail } from './layout';

/** The invitation to the console, with Auth's password-setting link. Portuguese, the team's language. */
export function staffInvitation(member: { name: string; email: string }, passwordLink: string): MailMessage {
  return composeMail({
    language: 'pt',
    subject: 'Convite para o painel da Associação CVC',
    greeting: `Olá, ${member.name}!`,
    blocks: [
      {
        kind: 'text',
        text: 'Você foi convidado(a) para a equipe do painel administrativo da Associação CVC. Para começar, defina sua senha pelo link abaixo; depois, entre no painel com este e-mail e a senha escolhida.',
      },
      { kind: 'details', rows: [['Seu login', member.email]] },
      { kind: 'link', href: passwordLink, label: 'Definir minha senha' },
      {
        kind: 'text',
        text: 'O link vale por pouco tempo e só pode ser usado uma vez. Se ele expirar, peça um novo convite a um administrador.',
      },
    ],
    signOff: ['Equipe da Associação CVC'],
    reason: 'Você recebeu este convite porque um administrador do painel cadastrou este e-mail na equipe.',
  });
}
