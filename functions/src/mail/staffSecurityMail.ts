import { SECOND_FACTOR_LABELS, formatDateTimeBR, type SecondFactorKind } from '@cvc/domain';
import type { MailMessage } from './mailDocument';
import { composeMail } from './layout';

// What a member is told about the second factor of their console account: that one was added or removed, or
// that their factors were reset. Each names the account and the time (São Paulo), so a change the member did
// not make stands out; Portuguese, the team's language.

type Member = { email: string; name: string };

/** Who reset the factors: an admin from Equipe, or the staff CLI (no console user behind it). */
export type ResetBy = { admin: string } | 'cli';

function factorName(kind: string): string {
  return SECOND_FACTOR_LABELS[kind as SecondFactorKind] ?? kind;
}

const NOT_YOU =
  'Se não foi você, avise um administrador do painel imediatamente: ele pode redefinir o segundo fator e encerrar as sessões abertas.';
const REASON =
  'Você recebeu este aviso porque ele trata da segurança da sua conta no painel da Associação CVC.';

function securityMail(member: Member, subject: string, what: string, rows: [string, string][]): MailMessage {
  return composeMail({
    language: 'pt',
    subject,
    greeting: `Olá, ${member.name}!`,
    blocks: [
      { kind: 'text', text: what },
      { kind: 'details', rows: [['Conta', member.email], ...rows] },
      { kind: 'text', text: NOT_YOU },
    ],
    signOff: ['Equipe da Associação CVC'],
    reason: REASON,
  });
}

type Factor = { kind: string; label: string | null };

/** The factor's rows: its kind and name, and when the change happened. */
function factorRows(factor: Factor, at: Date): [string, string][] {
  return [
    ['Segundo fator', [factorName(factor.kind), factor.label].filter(Boolean).join(' · ')],
    ['Quando', formatDateTimeBR(at)],
  ];
}

export function factorAddedMail(member: Member, factor: Factor, at: Date): MailMessage {
  return securityMail(
    member,
    'Segundo fator cadastrado na sua conta do painel',
    'Um segundo fator foi cadastrado na sua conta do painel. A partir de agora, cada login pede também o código dele.',
    factorRows(factor, at),
  );
}

export function factorRemovedMail(member: Member, factor: Factor, at: Date): MailMessage {
  return securityMail(
    member,
    'Segundo fator removido da sua conta do painel',
    'Um segundo fator foi removido da sua conta do painel.',
    factorRows(factor, at),
  );
}

export function factorsResetMail(member: Member, by: ResetBy, at: Date, passwordLink: string): MailMessage {
  return composeMail({
    language: 'pt',
    subject: 'O segundo fator da sua conta do painel foi redefinido',
    greeting: `Olá, ${member.name}!`,
    blocks: [
      {
        kind: 'text',
        text: 'O segundo fator da sua conta do painel foi redefinido, as sessões abertas foram encerradas e a sua senha deixou de valer. Defina uma nova senha pelo link abaixo; no próximo login, o painel pedirá que você cadastre um celular e confirme com um código enviado a este e-mail.',
      },
      {
        kind: 'details',
        rows: [
          ['Conta', member.email],
          ['Redefinido por', by === 'cli' ? 'linha de comando da equipe técnica' : by.admin],
          ['Quando', formatDateTimeBR(at)],
        ],
      },
      { kind: 'link', href: passwordLink, label: 'Definir uma nova senha' },
      { kind: 'text', text: NOT_YOU },
    ],
    signOff: ['Equipe da Associação CVC'],
    reason: REASON,
  });
}

/**
 * The code that confirms a factor just enrolled: whoever enrolled it knew the password, and only the member
 * reads this mailbox. Says which phone, so a member who enrolled nothing knows their password is known.
 */
export function factorCodeMail(
  member: Member,
  factor: Factor,
  code: string,
  validMinutes: number,
  at: Date,
): MailMessage {
  return composeMail({
    language: 'pt',
    subject: `${code} é o código para confirmar o segundo fator do painel`,
    greeting: `Olá, ${member.name}!`,
    blocks: [
      {
        kind: 'text',
        text: `Para confirmar o segundo fator cadastrado na sua conta do painel, digite este código na tela de login: ${code}. Ele vale por ${validMinutes} minutos e só pode ser usado uma vez.`,
      },
      { kind: 'details', rows: [['Conta', member.email], ...factorRows(factor, at)] },
      {
        kind: 'text',
        text: 'Se não foi você que cadastrou este segundo fator, alguém conhece a sua senha: não repasse o código e avise um administrador do painel imediatamente. Sem o código, o fator não abre o painel e será removido.',
      },
    ],
    signOff: ['Equipe da Associação CVC'],
    reason: REASON,
  });
}

/**
 * A factor enrolled and never confirmed by the mailed code was removed, and the password ended with it: whoever
 * enrolled it knew the password. The member sets a new one through the link.
 */
export function unconfirmedFactorRemovedMail(
  member: Member,
  factor: Factor,
  at: Date,
  passwordLink: string,
): MailMessage {
  return composeMail({
    language: 'pt',
    subject: 'Segundo fator não confirmado removido da sua conta do painel',
    greeting: `Olá, ${member.name}!`,
    blocks: [
      {
        kind: 'text',
        text: 'Um segundo fator foi cadastrado na sua conta do painel e não foi confirmado com o código enviado a este e-mail. Ele foi removido, as sessões abertas foram encerradas e a sua senha deixou de valer, porque quem o cadastrou a conhecia. Defina uma nova senha pelo link abaixo.',
      },
      { kind: 'details', rows: [['Conta', member.email], ...factorRows(factor, at)] },
      { kind: 'link', href: passwordLink, label: 'Definir uma nova senha' },
      { kind: 'text', text: NOT_YOU },
    ],
    signOff: ['Equipe da Associação CVC'],
    reason: REASON,
  });
}
