// The second step's texts (pt-BR, the console's language). They load with the step's form, not with the
// login page: members whose password was wrong never fetch them.
export const SECOND_FACTOR_MESSAGES = {
  codeTitle: 'Verificação em duas etapas',
  codeSent: (phone: string) => `Enviamos um código por SMS para ${phone}. Digite-o abaixo para entrar.`,
  sending: 'Enviando o código por SMS...',
  code: 'Código de verificação',
  confirm: 'Confirmar',
  confirming: 'Confirmando...',
  resend: 'Reenviar código',
  resent: 'Enviamos um novo código.',
  back: 'Voltar ao login',
  enrolTitle: 'Cadastre um segundo fator',
  enrolIntro:
    'Para proteger os dados da associação, o painel pede, além da senha, um código enviado por SMS a cada login. Informe o celular que receberá os códigos.',
  phone: 'Celular com DDD',
  phoneHelp: 'Por exemplo: (11) 91234-5678. De outro país, comece com + e o código do país.',
  sendCode: 'Enviar código',
  enrolCodeSent: (phone: string) => `Enviamos um código por SMS para ${phone}.`,
  enrol: 'Cadastrar e entrar',
  mailTitle: 'Confirme pelo seu e-mail',
  mailIntro:
    'Falta um passo: para que ninguém com a sua senha cadastre outro celular, confirme este com o código que enviamos ao seu e-mail.',
  mailSending: 'Enviando o código ao seu e-mail...',
  mailSent: (address: string) => `Enviamos um código de 6 dígitos para ${address}. Ele vale por 15 minutos.`,
  mailCode: 'Código do e-mail',
  mailConfirm: 'Confirmar e entrar',
  mailResend: 'Enviar outro código',
} as const;

/** What the step says after a failure (see secondFactorOutcome.ts, whose every problem must have one). */
export const SECOND_FACTOR_PROBLEMS = {
  invalidPhone: 'Informe um celular válido, com DDD, como (11) 91234-5678.',
  wrongCode: 'Código incorreto. Confira o SMS e tente novamente.',
  codeExpired: 'Este código expirou. Use "Reenviar código" para receber outro.',
  sessionExpired: 'A verificação expirou. Entre novamente com o seu login e a sua senha.',
  unverifiedEmail:
    'Antes de cadastrar o celular, confirme o seu e-mail: enviamos um link para a sua caixa de entrada. Depois de abrir o link, clique em "Enviar código" de novo.',
  phoneInUse: 'Este celular já está cadastrado nesta conta.',
  tooMany: 'Muitas tentativas seguidas. Aguarde alguns minutos e tente novamente.',
  network: 'Sem conexão com o servidor. Verifique sua internet e tente novamente.',
  failed: 'Não foi possível concluir a verificação agora. Tente novamente em instantes.',
};
