import { GrpcStatus } from 'firebase-admin/firestore';

// What a failed Firestore or Auth call was, read from its `code` in one place: the Admin SDK's Firestore errors
// carry a gRPC status number, Auth's a string such as 'auth/user-not-found'. Anything else is the caller's to
// rethrow.

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/** A write that needed the document (an update) found none: it was deleted meanwhile. */
export function isNotFound(error: unknown): boolean {
  const code = codeOf(error);
  return code === GrpcStatus.NOT_FOUND || code === 'not-found';
}

/** A create() found the document there: a retry, or another run, wrote it first. */
export function isAlreadyExists(error: unknown): boolean {
  const code = codeOf(error);
  return code === GrpcStatus.ALREADY_EXISTS || code === 'already-exists';
}

/** Auth's kind of error ('auth/user-not-found', 'auth/email-already-exists'), if it is one. */
export function authErrorCode(error: unknown): string | undefined {
  const code = codeOf(error);
  return code === undefined ? undefined : String(code);
}
