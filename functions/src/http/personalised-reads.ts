import type { Context } from 'hono';
import { isDocId } from '../contract/ids.ts';
import {
  applyCallerPart,
  type CallerPart,
  isEmptyPart,
  type ListedReview,
} from '../domain/reviews/caller-part.ts';
import type { ReviewKind } from '../domain/reviews/voting.ts';
import { type Actor, actorFor } from '../domain/shared/actor.ts';
import type { DocumentStore } from '../store/document-store.ts';
import { type DirectRead, WholeAnswer } from './caller-read-cache.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { plainAnswer } from './plain-answers.ts';
import type { ReadCacheEntry } from './public-read-cache.ts';

/** A review list a bearer personalises: what differs between the kinds. */
export type PersonalisedList = {
  kind: ReviewKind;
  /** The caller's part of the subject's lists (the kind's readCallerPart). */
  callerPart: (store: DocumentStore, actor: Actor, subjectId: string) => Promise<CallerPart | 'unmergeable'>;
  /** Where the answer holds its reviews. */
  itemsOf: (answer: unknown) => ListedReview[];
};

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * The visitor's answer's bytes with the caller's part put on them, or the visitor's own bytes when
 * the part changes nothing (a caller with no review and no vote here reads what a visitor reads).
 */
async function personalisedBody(
  deps: AppDeps,
  list: PersonalisedList,
  entry: ReadCacheEntry,
  part: CallerPart,
): Promise<Uint8Array<ArrayBuffer>> {
  if (isEmptyPart(part)) return entry.body;
  const answer: unknown = JSON.parse(decoder.decode(entry.body));
  const changed = await applyCallerPart(deps.store, list.kind, part, list.itemsOf(answer));
  return changed ? encoder.encode(JSON.stringify(answer)) : entry.body;
}

/**
 * A signed-in review list (issue 19): the visitor's answer from the public read cache (the same
 * bytes, headers and next-page cursor every reader of the page shares) with the caller's part put
 * on it (domain/reviews/caller-part.ts): their own review at its derived id and their votes on the
 * subject, instead of the page query, its decoding and rendering per caller. Null where the two
 * cannot be merged exactly (no public answer: not a 200, or no cache; a review of the caller's that
 * only they see): the route then answers as before. Nothing here is ever stored: what the caller's
 * part changes exists only in this answer.
 */
export async function fromPublicAnswer(
  deps: AppDeps,
  c: Context<AppEnv>,
  list: PersonalisedList,
  actor: Actor,
  subjectId: string,
): Promise<Response | null> {
  const publicAnswer = c.get('publicAnswer');
  if (!publicAnswer) return null;
  const [entry, part] = await Promise.all([publicAnswer(), list.callerPart(deps.store, actor, subjectId)]);
  if (entry === null || part === 'unmergeable') return null;
  // The entry's headers (content type, cursor) over the caller's body.
  return plainAnswer(await personalisedBody(deps, list, entry, part), 200, entry.headers);
}

/**
 * The same answer made before the app routes the request (caller-read-cache.ts), for a path
 * `subjectOf` says is this list (its subject id, else null): only when the visitor's answer is kept
 * already (`publicEntry`, by the request's readCacheKey; on a miss the app makes it, through the route above).
 */
export function personalisedListRead(
  deps: AppDeps,
  publicEntry: (key: string) => ReadCacheEntry | null,
  list: PersonalisedList,
  subjectOf: (path: string, key: string) => string | null,
): DirectRead {
  return {
    answers: 'whole',
    match: (path, key) => {
      const subjectId = subjectOf(path, key);
      if (subjectId === null) return null;
      return async (uid) => {
        const entry = publicEntry(key);
        if (entry === null) return null;
        const part = await list.callerPart(deps.store, actorFor(uid, deps.secrets.authorKey), subjectId);
        if (part === 'unmergeable') return null;
        return new WholeAnswer(await personalisedBody(deps, list, entry, part), entry.headers);
      };
    },
  };
}

/** The subject of a list read at `pattern`'s path (its first group), a valid id, not encoded. */
export const subjectInPath =
  (pattern: RegExp) =>
  (path: string): string | null => {
    const id = pattern.exec(path)?.[1];
    // An encoded or bad id is the route's to decode or refuse.
    return id !== undefined && !id.includes('%') && isDocId(id) ? id : null;
  };

/** The subject of a list read at `pattern`'s path named once by the query's `name`, a valid id. */
export const subjectInQuery =
  (pattern: RegExp, name: string) =>
  (path: string, key: string): string | null => {
    if (!pattern.test(path)) return null;
    const q = key.indexOf('?');
    const ids = q < 0 ? [] : new URLSearchParams(key.slice(q + 1)).getAll(name);
    return ids.length === 1 && isDocId(ids[0]) ? (ids[0] as string) : null;
  };
