import type { DomainError } from '../domain/shared/domain-error.ts';
import { type ApiError, badRequest, conflict, forbidden, notFound } from './errors.ts';

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
    default: {
      const unknownKind: never = error.kind;
      throw new Error(`Unmapped domain error kind ${String(unknownKind)}`);
    }
  }
}
