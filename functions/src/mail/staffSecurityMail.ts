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

export function factorsResetMail(member: Member, by: ResetBy, at: Date): MailMessage {
  return securityMail(
    member,
    'O segundo fator da sua conta do painel foi redefinido',
    'O segundo fator da sua conta do painel foi redefinido e as sessões abertas foram encerradas. No próximo login, com o seu e-mail e a sua senha, o painel pedirá que você cadastre um novo celular.',
    [
      ['Redefinido por', by === 'cli' ? 'linha de comando da equipe técnica' : by.admin],
      ['Quando', formatDateTimeBR(at)],
    ],
  );
}
