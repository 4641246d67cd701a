// What the server answers about a factor's confirmation by mail. Apart from STAFF_MESSAGES, which the console's
// login page loads: these load only with the step that shows them.
export const FACTOR_MESSAGES = {
  notApproved:
    'Confirme este celular com o código enviado ao seu e-mail para usar o painel. Entre novamente.',
  codeWrong: 'Código incorreto. Confira o último e-mail recebido e tente de novo.',
  codeExpired: 'Este código expirou ou já foi usado. Peça um novo código.',
  codesTooMany: 'Você já pediu muitos códigos na última hora. Aguarde um pouco e tente de novo.',
} as const;
