// Rule violations the domain reports. The HTTP layer maps each kind to its
// status in one switch (http/domain-errors.ts); the domain never knows HTTP.

export type DomainErrorKind = 'invalid' | 'not_found' | 'forbidden' | 'conflict' | 'still_leaving';

export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  constructor(kind: DomainErrorKind, message: string) {
    super(message);
    this.name = 'DomainError';
    this.kind = kind;
  }
}
