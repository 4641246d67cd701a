import { HttpError } from 'react-admin';

// The dataProvider's refusals as react-admin's HttpError with an HTTP status, so a screen tells "there is no
// such record" from a failed read by the status, never by the message's words.

const NOT_FOUND = 404;
const CONFLICT = 409;

/** A record read that found no document. */
export function recordNotFound(path: string): HttpError {
  return new HttpError(`Documento não encontrado: ${path}`, NOT_FOUND);
}

/** A single document's create that found it already there: a create never replaces one. */
export function recordExists(path: string): HttpError {
  return new HttpError(`Este documento já existe (${path}): recarregue a página para editá-lo.`, CONFLICT);
}

/** Whether a read failed because the record does not exist (and not because the read failed). */
export function isRecordNotFound(error: unknown): boolean {
  return error instanceof HttpError && error.status === NOT_FOUND;
}
