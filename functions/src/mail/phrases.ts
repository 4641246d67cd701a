import type { Language } from '@cvc/domain';

// Salutation and sign-off shared by the visitor messages, in the three site languages.

export const GREETING: Record<Language, (name: string) => string> = {
  pt: (name) => `Olá, ${name}!`,
  en: (name) => `Hello, ${name},`,
  es: (name) => `Hola, ${name}:`,
};

export const SIGN_OFF: Record<Language, readonly string[]> = {
  pt: ['Atenciosamente,', 'Equipe da Associação CVC'],
  en: ['Best regards,', 'The CVC Association team'],
  es: ['Saludos cordiales,', 'Equipo de la Asociación CVC'],
};

/** Visitor messages answer a form: the footer says which, so a stranger's address typed in knows to ignore it. */
export const FORM_REASON: Record<Language, string> = {
  pt: 'Você recebeu esta mensagem porque este e-mail foi informado em um formulário do nosso site. Se não foi você, ignore-a.',
  en: 'You received this message because this address was entered in a form on our website. If it was not you, please ignore it.',
  es: 'Recibió este mensaje porque esta dirección se indicó en un formulario de nuestro sitio. Si no fue usted, ignórelo.',
};

/** The footer link of every visitor message to its signed one-click unsubscribe page. */
export const UNSUBSCRIBE_LABEL: Record<Language, string> = {
  pt: 'Não quero mais receber e-mails da Associação CVC',
  en: 'Stop receiving emails from the CVC Association',
  es: 'No quiero recibir más correos de la Asociación CVC',
};
