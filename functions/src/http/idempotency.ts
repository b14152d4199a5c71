// Idempotency-Key for every write (DESIGN.md sections 6 and 7): a retry of a
// request whose answer was lost returns the first answer and writes nothing
// new. The offline outbox sends its client id as the key.
//
// Use, on any write route, after signedIn and validation:
//   .post('/path', signedIn(deps), validate('json', body), idempotent(deps, { atomic: true }), handler)
// With { atomic: true } (handlers whose only effects are store transactions and
// whose answer is computed from their results) the key is recorded in those
// transactions themselves (store/exactly-once-store.ts): the record id is
// derived from the key, each write transaction stores its result with it, and
// a request sent again re-runs the handler, whose transactions answer from
// their records and write nothing. No round trips of its own (issue 20).
// Handlers with effects outside the store (mail) add { outsideEffects: true }:
// the key is then reserved before the handler runs and the answer stored after
// (below), and the handler passes c.get('idempotency') to its domain
// transaction (a TxParticipant), so the record is marked written in the same
// commit as the write itself. Without atomic, the record is still reserved
// before the handler runs and completed after, so a retry never runs the write twice.
//
// Reserved records: collection `idempotency`, id = HMAC(code secret, caller scope + key),
// where the scope is the uid (signed-in) or 'anon' + IP (visitors). Neither is
// stored in clear; `owner` (idempotency-owner.ts) lets account erasure find a
// user's records. States:
//   pending  reserved, the handler is running (or crashed before writing);
//   written  the write committed, the answer is not stored yet (atomic routes);
//   done     the answer (status, body) is stored and is replayed.
// Only 2xx answers are stored; any other answer releases a pending record, so
// the client may retry with the same key (4xx and 5xx answers write nothing).
import { createHash, createHmac } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { TxParticipant } from '../domain/shared/tx-participant.ts';
import type { AuthUser } from '../identity/identity.ts';
import { currentRequestScope, REQUEST_RECORDS } from '../store/exactly-once-store.ts';
import { optionalUser } from './auth.ts';
import { clientIp } from './client-ip.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { ApiError, badRequest, conflict } from './errors.ts';
import { idempotencyOwner } from './idempotency-owner.ts';

export const IDEMPOTENCY = REQUEST_RECORDS;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on a replayed answer. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** How long a key is remembered (also the field for a Firestore TTL policy: `expiresAt`). */
export const RECORD_TTL_MS = 24 * 60 * 60 * 1000;
/** After this, a pending record of an atomic route may be taken over: its write provably did not commit. */
export const LEASE_MS = 30 * 1000;
/**
 * Retry-After of an "in progress" answer. A normal run finishes within milliseconds, so a client should
 * look again soon, not after the whole lease (which only bounds how long a crashed run blocks the key):
 * an outbox that reconnects while its earlier send is still in flight would otherwise wait 30 s.
 */
export const BUSY_RETRY_AFTER_SECONDS = 1;
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

export const KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different request. Use a new key for a new request.';
export const IN_PROGRESS_MESSAGE =
  'A request with this Idempotency-Key is still being processed. Please retry shortly.';
export const ALREADY_DONE_MESSAGE =
  'A request with this Idempotency-Key was already processed, but its answer was lost. Reload to see the result.';

type RecordData = {
  /** HMAC of the signed-in caller, for account erasure; null for visitors. */
  owner: string | null;
  fingerprint: string;
  state: 'pending' | 'written' | 'done';
  /** Which run holds a pending record. */
  attempt: string;
  leaseUntil: Date;
  expiresAt: Date;
  status: number | null;
  body: string | null;
  contentType: string | null;
};

type Reservation =
  | { kind: 'proceed'; attempt: string }
  | { kind: 'replay'; status: number; body: string; contentType: string | null }
  | { kind: 'mismatch' }
  | { kind: 'busy'; retryAfterSeconds: number }
  | { kind: 'written' };

export type IdempotencyOptions = {
  /** The handler's writes are store transactions; see the top of this file. */
  atomic?: boolean;
  /** With atomic: the handler also has effects outside the store, so the key is reserved first. */
  outsideEffects?: boolean;
};

const time = (d: Date) => new Date(d).getTime();

/** Whose key it is: the account, or for visitors their IP. Used only inside the HMAC. */
async function callerScope(deps: AppDeps, c: Context<AppEnv>): Promise<string> {
  const user = (c.get('user') as AuthUser | undefined) ?? (await optionalUser(deps, c));
  return user ? `user\n${user.uid}` : `anon\n${clientIp(c)}`;
}

export function recordId(secret: string, scope: string, key: string): string {
  return createHmac('sha256', secret).update(`idempotency\n${scope}\n${key}`).digest('hex').slice(0, 40);
}

/** Method, path (the /api alias is the same request) and body: what makes two requests "the same". */
export function fingerprint(method: string, path: string, body: string): string {
  const canonicalPath = path.replace(/^\/api(?=\/)/, '');
  return createHash('sha256').update(`${method} ${canonicalPath}\n`).update(body).digest('hex');
}

async function reserve(
  deps: AppDeps,
  id: string,
  owner: string | null,
  print: string,
  atomic: boolean,
): Promise<Reservation> {
  return deps.store.runTransaction(async (tx): Promise<Reservation> => {
    const now = deps.clock().getTime();
    const doc = await tx.get<RecordData>(IDEMPOTENCY, id);
    const live = doc && time(doc.data.expiresAt) > now ? doc.data : null;
    if (live) {
      if (live.fingerprint !== print) return { kind: 'mismatch' };
      if (live.state === 'done') {
        return {
          kind: 'replay',
          status: live.status ?? 200,
          body: live.body ?? '',
          contentType: live.contentType,
        };
      }
      if (live.state === 'written') return { kind: 'written' };
      if (time(live.leaseUntil) > now || !atomic) {
        return { kind: 'busy', retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS };
      }
    }
    const attempt = deps.store.newId();
    const record: RecordData = {
      owner,
      fingerprint: print,
      state: 'pending',
      attempt,
      leaseUntil: new Date(now + LEASE_MS),
      expiresAt: new Date(now + RECORD_TTL_MS),
      status: null,
      body: null,
      contentType: null,
    };
    tx.set(IDEMPOTENCY, id, record);
    return { kind: 'proceed', attempt };
  });
}

/** What the handler's domain transaction runs so that the record is marked written in the same commit. */
function claim(id: string, attempt: string): TxParticipant {
  return {
    async read(tx) {
      const doc = await tx.get<RecordData>(IDEMPOTENCY, id);
      // Another run took the record over (this one outlived its lease): it must not write.
      if (!doc || doc.data.attempt !== attempt || doc.data.state !== 'pending') {
        throw new ApiError('conflict', IN_PROGRESS_MESSAGE, { retryAfter: 1 });
      }
    },
    write(tx) {
      tx.update(IDEMPOTENCY, id, { state: 'written' });
    },
  };
}

async function finish(deps: AppDeps, id: string, attempt: string, res: Response): Promise<void> {
  const ok = res.status >= 200 && res.status < 300;
  const body = ok ? await res.clone().text() : null;
  await deps.store.runTransaction(async (tx) => {
    const doc = await tx.get<RecordData>(IDEMPOTENCY, id);
    if (!doc || doc.data.attempt !== attempt) return;
    if (ok) {
      tx.update(IDEMPOTENCY, id, {
        state: 'done',
        status: res.status,
        body,
        contentType: res.headers.get('Content-Type'),
      });
    } else if (doc.data.state === 'pending') {
      // Nothing was written: free the key for a retry.
      tx.delete(IDEMPOTENCY, id);
    }
  });
}

/** The middleware; see the top of this file. */
export function idempotent(deps: AppDeps, options: IdempotencyOptions = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined) return next();
    if (!KEY_PATTERN.test(key)) {
      throw badRequest('Idempotency-Key must be 1 to 200 visible ASCII characters.');
    }
    const scope = await callerScope(deps, c);
    const id = recordId(deps.secrets.codes, scope, key);
    const owner = idempotencyOwner(deps.secrets.codes, scope);
    const request = fingerprint(c.req.method, c.req.path, await c.req.text());
    const recording = currentRequestScope();
    if (options.atomic === true && options.outsideEffects !== true && recording) {
      // Folded into the handler's own transactions (exactly-once-store.ts).
      recording.recordId = id;
      recording.fingerprint = request;
      recording.keyed = true;
      recording.expiresAt = new Date(deps.clock().getTime() + RECORD_TTL_MS);
      recording.started = 0;
      await next();
      if (recording.replayed) c.res.headers.set(REPLAYED_HEADER, 'true');
      return;
    }
    const reservation = await reserve(deps, id, owner, request, options.atomic === true);
    switch (reservation.kind) {
      case 'replay': {
        const headers = new Headers({ [REPLAYED_HEADER]: 'true' });
        if (reservation.contentType) headers.set('Content-Type', reservation.contentType);
        return new Response(reservation.body, { status: reservation.status, headers });
      }
      case 'mismatch':
        throw conflict(KEY_REUSED_MESSAGE);
      case 'busy':
        throw new ApiError('conflict', IN_PROGRESS_MESSAGE, { retryAfter: reservation.retryAfterSeconds });
      case 'written':
        throw new ApiError('already_processed', ALREADY_DONE_MESSAGE);
      case 'proceed':
        break;
    }
    c.set('idempotency', claim(id, reservation.attempt));
    try {
      await next();
    } finally {
      try {
        await finish(deps, id, reservation.attempt, c.res);
      } catch (error) {
        // The answer stands; the record stays pending or written, so a retry still cannot write twice.
        deps.log.error('idempotency record not completed', { error: String(error) });
      }
    }
  };
}
