import { describe, expect, it } from 'vitest';
import { authErrorCode, isAlreadyExists, isNotFound } from './errorCodes';

// The shapes the Admin SDK throws: Firestore's gRPC status number (5 NOT_FOUND, 6 ALREADY_EXISTS) with its
// name in the message, Auth's string code.
const firestoreError = (code: number, message: string) => Object.assign(new Error(message), { code });

describe('errorCodes', () => {
  it("tells Firestore's not-found and already-exists by their status, not by their words", () => {
    expect(isNotFound(firestoreError(5, '5 NOT_FOUND: No document to update'))).toBe(true);
    expect(isAlreadyExists(firestoreError(6, '6 ALREADY_EXISTS: Document already exists'))).toBe(true);
    expect(isNotFound(firestoreError(6, '6 ALREADY_EXISTS: Document already exists'))).toBe(false);
    expect(isAlreadyExists(firestoreError(5, '5 NOT_FOUND: No document to update'))).toBe(false);
    // Another failure that merely mentions the words is neither.
    expect(isNotFound(firestoreError(14, '14 UNAVAILABLE: NOT_FOUND in a proxy'))).toBe(false);
    expect(isAlreadyExists(new Error('ALREADY_EXISTS'))).toBe(false);
  });

  it("reads Auth's code and nothing from what carries none", () => {
    expect(authErrorCode(Object.assign(new Error('no user'), { code: 'auth/user-not-found' }))).toBe(
      'auth/user-not-found',
    );
    expect(authErrorCode(new Error('plain'))).toBeUndefined();
    expect(authErrorCode('auth/user-not-found')).toBeUndefined();
  });
});
