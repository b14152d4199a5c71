// Distributed like and dislike counts (issue 19 item 6). Firestore sustains about one write per
// second per document, and a viral review takes many votes a second, all on its counts. With the
// store's counterShards K > 1 a vote leaves the review document alone (it is only read, which
// writers do not contend on) and adds its change to one of K shard documents, chosen at random;
// readers add the shards to the review's own counts, which stay the base (so reviews
// written before shards existed read right, with no migration). The insights job folds shards
// into the base now and then, so that "most helpful" (an order by the stored likes) catches up and
// shards stay few. A shard names the review incarnation it counts for, so a review deleted and
// written again under its id never inherits the old one's shards; the fold deletes those.
import type { Doc, DocumentStore, Query, Writer } from '../../store/document-store.ts';
import { FieldValue, StoreError } from '../../store/document-store.ts';

export const VOTE_COUNT_SHARDS = 'voteCountShards';

/** Firestore's `in` takes at most 30 values. */
const IN_LIMIT = 30;
/** Shard documents one fold round reads. */
export const FOLD_BATCH = 200;

export type Counts = { likes: number; dislikes: number };

export type VoteCountShardData = {
  /** '<reviews collection>/<review id>': what the shard counts for. */
  of: string;
  /** The review incarnation (voting.ts incarnationOf) the shard counts for. */
  salt: string;
  likes: number;
  dislikes: number;
};

/** Which review, and which incarnation of it. */
export type CountedReview = { collection: string; id: string; incarnation: string };

type Reader = { query<T extends Doc['data']>(query: Query): Promise<Doc<T>[]> };

/** The store's shard count: 1 unless it says otherwise (store/counter-shards-setting.ts). */
export function shardCountOf(store: DocumentStore): number {
  const k = store.counterShards ?? 1;
  return Number.isInteger(k) && k > 1 ? k : 1;
}

/**
 * The shard a write goes to: any, at random. Not derived from the voter, so that which shard moved
 * says nothing about who voted (a hash of the voter would, to anyone reading the database).
 */
export function pickShard(shards: number): number {
  return Math.floor(Math.random() * shards);
}

const ofKey = (collection: string, id: string) => `${collection}/${id}`;

/** Ids use only [A-Za-z0-9-]: incarnations that are instants become their milliseconds. */
function incarnationToken(incarnation: string): string {
  return /^[A-Za-z0-9]+$/.test(incarnation) ? incarnation : `t${new Date(incarnation).getTime()}`;
}

export function shardId(review: CountedReview, shard: number): string {
  return `${review.collection}-${review.id}-${incarnationToken(review.incarnation)}-${shard}`;
}

/** A blind write (nothing read, so nothing to contend on): adds `delta` to one shard. */
export function addToShard(writer: Writer, review: CountedReview, delta: Counts, shard: number): void {
  if (delta.likes === 0 && delta.dislikes === 0) return;
  writer.set(
    VOTE_COUNT_SHARDS,
    shardId(review, shard),
    {
      of: ofKey(review.collection, review.id),
      salt: review.incarnation,
      likes: FieldValue.increment(delta.likes),
      dislikes: FieldValue.increment(delta.dislikes),
    },
    { merge: true },
  );
}

/**
 * The shards' sums for these reviews, by review id (reviews without shards are absent): one query
 * per 30 reviews, whatever the shard count, returning only shards that exist.
 */
export async function shardSums(
  reader: Reader,
  collection: string,
  reviews: readonly { id: string; incarnation: string }[],
): Promise<Map<string, Counts>> {
  const sums = new Map<string, Counts>();
  const wanted = new Map(reviews.map((r) => [ofKey(collection, r.id), r]));
  const keys = [...wanted.keys()];
  const chunks: string[][] = [];
  for (let i = 0; i < keys.length; i += IN_LIMIT) chunks.push(keys.slice(i, i + IN_LIMIT));
  const found = await Promise.all(
    chunks.map((chunk) =>
      reader.query<VoteCountShardData>({
        collection: VOTE_COUNT_SHARDS,
        where: [
          chunk.length === 1
            ? { field: 'of', op: '==', value: chunk[0] as string }
            : { field: 'of', op: 'in', value: chunk },
        ],
      }),
    ),
  );
  for (const shard of found.flat()) {
    const review = wanted.get(shard.data.of);
    if (!review || shard.data.salt !== review.incarnation) continue;
    const sum = sums.get(review.id) ?? { likes: 0, dislikes: 0 };
    sum.likes += shard.data.likes ?? 0;
    sum.dislikes += shard.data.dislikes ?? 0;
    sums.set(review.id, sum);
  }
  return sums;
}

/**
 * Folds shards into their reviews' own counts, one transaction per review (its one write in a
 * fold, however many votes it took), and deletes shards of incarnations that are gone. Returns
 * how many shards went. `incarnationOf` says which incarnation a review document is.
 */
export async function foldVoteCountShards(
  store: DocumentStore,
  incarnationOf: (review: Doc['data']) => string,
  limit = FOLD_BATCH,
): Promise<number> {
  const shards = await store.query<VoteCountShardData>({ collection: VOTE_COUNT_SHARDS, limit });
  const targets = [...new Set(shards.map((s) => s.data.of))];
  let folded = 0;
  for (const of of targets) {
    const slash = of.indexOf('/');
    const collection = of.slice(0, slash);
    const id = of.slice(slash + 1);
    try {
      folded += await store.runTransaction(async (tx) => {
        const [review, mine] = await Promise.all([
          tx.get(collection, id),
          tx.query<VoteCountShardData>({
            collection: VOTE_COUNT_SHARDS,
            where: [{ field: 'of', op: '==', value: of }],
          }),
        ]);
        const live = review ? incarnationOf(review.data) : null;
        const sum = { likes: 0, dislikes: 0 };
        for (const shard of mine) {
          if (shard.data.salt !== live) continue;
          sum.likes += shard.data.likes ?? 0;
          sum.dislikes += shard.data.dislikes ?? 0;
        }
        if (review && (sum.likes !== 0 || sum.dislikes !== 0)) {
          tx.update(collection, id, {
            likes: ((review.data.likes as number | undefined) ?? 0) + sum.likes,
            dislikes: ((review.data.dislikes as number | undefined) ?? 0) + sum.dislikes,
          });
        }
        for (const shard of mine) tx.delete(VOTE_COUNT_SHARDS, shard.id);
        return mine.length;
      });
    } catch (error) {
      // A storm on this very review kept changing its shards: the next run folds them.
      if (!(error instanceof StoreError && error.code === 'aborted')) throw error;
    }
  }
  return folded;
}
