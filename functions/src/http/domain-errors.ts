import type { DomainError } from '../domain/shared/domain-error.ts';
import { StoreError } from '../store/document-store.ts';
import { ApiError, badRequest, conflict, forbidden, notFound } from './errors.ts';

/** The one mapping of domain rule violations to our HTTP errors. */
export function toApiError(error: DomainError): ApiError {
  switch (error.kind) {
    case 'invalid':
      return badRequest(error.message);
    case 'not_found':
      return notFound(error.message);
    case 'forbidden':
      return forbidden(error.message);
    case 'conflict':
      return conflict(error.message);
    case 'still_leaving':
      return new ApiError('still_leaving', error.message);
    default: {
      const unknownKind: never = error.kind;
      throw new Error(`Unmapped domain error kind ${String(unknownKind)}`);
    }
  }
}

export const INVALID_VALUE_MESSAGE = 'The request contains a value that cannot be stored or looked up.';

/**
 * Backstop for input the edge let through but a store refuses (Firestore's
 * INVALID_ARGUMENT, which both adapters report as `invalid-argument`): the
 * caller's fault, so a 400, never a 500. The store's own message may quote
 * internals (collection names), so it is not passed on.
 */
export function storeErrorToApiError(error: unknown): ApiError | null {
  if (error instanceof StoreError && error.code === 'invalid-argument')
    return badRequest(INVALID_VALUE_MESSAGE);
  return null;
}
