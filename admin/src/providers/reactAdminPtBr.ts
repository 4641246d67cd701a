/**
 * Where ra-language-pt-br falls short of react-admin 5. Its last release for react-admin 5 (1.5.1) lacks the keys
 * below, which would show in English; and its not-found text ends with a full stop that react-admin's NotFound page
 * adds itself, so the page read "... seguiu um link errado.." with two.
 */
export const reactAdminPtBrFixes = {
  ra: {
    action: { reset: 'Redefinir', search_columns: 'Buscar colunas' },
    message: { not_found: 'Você digitou uma URL errada, ou seguiu um link errado' },
    notification: { offline: 'Sem conexão. Não foi possível buscar os dados.' },
    validation: { unique: 'Deve ser único' },
    guesser: { empty: { title: 'Nenhum dado para exibir', message: 'Verifique o provedor de dados' } },
  },
};
