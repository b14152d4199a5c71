/** The `code` of a firebase-admin error (e.g. 'auth/user-not-found'), if it has one. */
export function firebaseErrorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}

export const isUserNotFound = (error: unknown) => firebaseErrorCode(error) === 'auth/user-not-found';
