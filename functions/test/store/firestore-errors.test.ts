// Firestore's gRPC codes as the port's StoreError codes, and those the API answers 503 with
// Retry-After (issue 20 item 4). The Firestore SDK re-runs transactions on these codes itself;
// what reaches us is what its retries could not resolve.
import { describe, expect, it } from 'vitest';
import { CONTENTION_MESSAGE, storeUnavailableToApiError } from '../../src/http/store-errors.ts';
import { StoreError } from '../../src/store/document-store.ts';
import { toStoreError } from '../../src/store/firestore/convert.ts';

const sdkError = (code: number) => Object.assign(new Error(`${code} FIRESTORE ERROR`), { code });

describe('Firestore error codes', () => {
  it.each([
    [10, 'aborted'], // ABORTED: contention after the SDK's attempts
    [409, 'aborted'], // the same over REST, as the SDK notes
    [14, 'unavailable'], // UNAVAILABLE
    [4, 'unavailable'], // DEADLINE_EXCEEDED
    [8, 'resource-exhausted'], // RESOURCE_EXHAUSTED
    [3, 'invalid-argument'],
    [6, 'already-exists'],
  ])('gRPC %i becomes StoreError(%s)', (code, expected) => {
    const mapped = toStoreError(sdkError(code));
    expect(mapped).toBeInstanceOf(StoreError);
    expect((mapped as StoreError).code).toBe(expected);
  });

  it('leaves codes without an equivalent as they are (INTERNAL stays a 500)', () => {
    const internal = sdkError(13);
    expect(toStoreError(internal)).toBe(internal);
  });

  it('maps contention and unavailability to 503 with Retry-After, and nothing else', () => {
    const contention = storeUnavailableToApiError(toStoreError(sdkError(10)));
    expect(contention).toMatchObject({
      status: 503,
      code: 'unavailable',
      message: CONTENTION_MESSAGE,
      retryAfter: 1,
    });
    expect(storeUnavailableToApiError(toStoreError(sdkError(4)))).toMatchObject({
      status: 503,
      retryAfter: 2,
    });
    expect(storeUnavailableToApiError(toStoreError(sdkError(8)))).toMatchObject({
      status: 503,
      retryAfter: 10,
    });
    expect(storeUnavailableToApiError(new StoreError('already-exists', 'x'))).toBeNull();
    expect(storeUnavailableToApiError(new Error('boom'))).toBeNull();
  });
});
