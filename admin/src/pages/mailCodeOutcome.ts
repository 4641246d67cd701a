import { FACTOR_MESSAGES, STAFF_MESSAGES } from '@cvc/domain';

/**
 * What the mail-code step says when the server refuses (functions/src/staff/confirmStaffFactor.ts): a wrong or
 * spent code keeps the step, an ended session starts again from the password.
 */
export function mailCodeProblem(error: unknown): { text: string; restart: boolean; codeError: boolean } {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  switch (code) {
    case 'functions/invalid-argument':
      return { text: FACTOR_MESSAGES.codeWrong, restart: false, codeError: true };
    case 'functions/failed-precondition':
      return { text: FACTOR_MESSAGES.codeExpired, restart: false, codeError: true };
    case 'functions/resource-exhausted':
      return { text: FACTOR_MESSAGES.codesTooMany, restart: false, codeError: false };
    case 'functions/unauthenticated':
    case 'functions/permission-denied':
      return { text: STAFF_MESSAGES.sessionEnded, restart: true, codeError: false };
    case 'functions/unavailable':
    case 'functions/deadline-exceeded':
      return {
        text: 'Sem conexão com o servidor. Verifique sua internet e tente novamente.',
        restart: false,
        codeError: false,
      };
    default:
      return {
        text: 'Não foi possível concluir a verificação agora. Tente novamente em instantes.',
        restart: false,
        codeError: false,
      };
  }
}
