import { FirebaseError } from 'firebase/app';

export type SaveMode = 'create' | 'update';

/**
 * SPEC §8 save failures. A refusal from the database (a FirebaseError: rules, network) reads
 * 'Erro ao criar: …' or 'Erro ao atualizar: …'; anything else is unexpected and names the entity:
 * 'Erro ao salvar notícia: …', with 'Erro desconhecido' when the error carries no message.
 */
export function saveErrorMessage(
  error: unknown,
  mode: SaveMode,
  resource: string,
  translate: (key: string, options?: object) => string,
): string {
  const message = error instanceof Error && error.message ? error.message : '';
  if (error instanceof FirebaseError) {
    return translate(mode === 'create' ? 'cvc.createFailed' : 'cvc.updateFailed', { message });
  }
  return translate(`cvc.entities.${resource}.saveFailed`, {
    message: message || translate('cvc.unknownError'),
  });
}
