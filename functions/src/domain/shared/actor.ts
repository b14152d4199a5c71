import { createHmac } from 'node:crypto';
import { authorKey } from '../accounts/author-key.ts';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const UNLINKABLE_ID_LENGTH = 20;

/**
 * base62 of HMAC-SHA256(secret, message), cut to 20 characters (about 119
 * bits). Deterministic, so a second write of the same thing hits the same
 * document; without the secret it says nothing about the message.
 */
export function unlinkableId(secret: string, message: string): string {
  const digest = createHmac('sha256', secret).update(message, 'utf8').digest('hex');
  let n = BigInt(`0x${digest}`);
  let id = '';
  while (id.length < UNLINKABLE_ID_LENGTH) {
    id += BASE62[Number(n % 62n)];
    n /= 62n;
  }
  return id;
}

/**
 * The signed-in user as the domain sees them: a pseudonym and keyed document
 * ids, never the uid itself (DESIGN.md section 5).
 */
export type Actor = {
  /** HMAC(uid): stored on what the user writes, for "mine" checks and erasure. */
  authorKey: string;
  /** The unlinkable document id of (purpose, this user), e.g. purpose 'interviewerReview:<interviewerId>'. */
  idFor(purpose: string): string;
};

/** Accounts whose actor is kept (an entry is a few hundred bytes); the oldest made goes first. */
export const KEPT_ACTORS = 10_000;
/** Ids kept per actor: a request derives one or two, an account uses a handful of purposes. */
const KEPT_IDS_PER_ACTOR = 64;

/**
 * Per secret, the actors made lately, by uid (issue 19): the two HMACs a signed-in request derived
 * (its author key and a review id) were about a twentieth of a signed-in read's CPU, and give the
 * same answer every time.
 */
const keptActors = new Map<string, Map<string, Actor>>();

function derivedActor(uid: string, secret: string): Actor {
  const ids = new Map<string, string>();
  return {
    authorKey: authorKey(uid, secret),
    idFor: (purpose) => {
      let id = ids.get(purpose);
      if (id === undefined) {
        id = unlinkableId(secret, `${purpose}:${uid}`);
        if (ids.size >= KEPT_IDS_PER_ACTOR) ids.clear();
        ids.set(purpose, id);
      }
      return id;
    },
  };
}

/** `secret` is the author-key secret: it never rotates, so ids stay stable for a user. */
export function actorFor(uid: string, secret: string): Actor {
  let actors = keptActors.get(secret);
  if (actors === undefined) {
    // One secret in production; tests make a few. Never more than a handful kept.
    if (keptActors.size >= 8) keptActors.clear();
    actors = new Map();
    keptActors.set(secret, actors);
  }
  let actor = actors.get(uid);
  if (actor === undefined) {
    actor = derivedActor(uid, secret);
    if (actors.size >= KEPT_ACTORS) actors.delete(actors.keys().next().value as string);
    actors.set(uid, actor);
  }
  return actor;
}
