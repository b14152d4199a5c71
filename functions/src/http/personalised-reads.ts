import type { Context } from 'hono';
import {
  applyCallerPart,
  type CallerPart,
  isEmptyPart,
  type ListedReview,
} from '../domain/reviews/caller-part.ts';
import type { ReviewKind } from '../domain/reviews/voting.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { type ReadCacheEntry, replay } from './public-read-cache.ts';

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
  list: {
    kind: ReviewKind;
    /** The caller's part of the subject's lists (the kind's readCallerPart). */
    callerPart: () => Promise<CallerPart | 'unmergeable'>;
    /** Where the answer holds its reviews. */
    itemsOf: (answer: unknown) => ListedReview[];
  },
): Promise<Response | null> {
  const publicAnswer = c.get('publicAnswer');
  if (!publicAnswer) return null;
  const [entry, part] = await Promise.all([publicAnswer(), list.callerPart()]);
  if (entry === null || part === 'unmergeable') return null;
  // A caller with no review and no vote here reads what a visitor reads.
  if (isEmptyPart(part)) return replay(entry);
  const answer: unknown = JSON.parse(new TextDecoder().decode(entry.body));
  if (!(await applyCallerPart(deps.store, list.kind, part, list.itemsOf(answer)))) return replay(entry);
  return personalised(entry, JSON.stringify(answer));
}

/** The entry's headers (content type, cursor) over the caller's body. */
function personalised(entry: ReadCacheEntry, body: string): Response {
  return new Response(body, { status: 200, headers: entry.headers });
}
