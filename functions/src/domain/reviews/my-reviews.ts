// "My reviews" of every kind (issue 14): the caller's reviews of one kind, newest first, each with
// the document of what it is about, read in two queries whatever the number of reviews.
import type { DocData, DocumentStore } from '../../store/document-store.ts';
import { isDeparting, type Moderatable, type OwnStatus, ownStatusField } from '../moderation/review-state.ts';
import type { Actor } from '../shared/actor.ts';
import { type NamedAs, type SubjectOrPending, subjectsOrPending } from '../shared/pending-subjects.ts';
import { type PendingEdit, withWaitingEdit } from './pending-edit.ts';

type Authored = DocData &
  Moderatable & {
    createdAt: Date;
    writtenAt?: Date;
    rating: number;
    namedAs?: NamedAs;
    pendingEdit?: PendingEdit;
  };

/** What every "my reviews" item carries, whatever its kind. */
export type MyReviewBase = {
  _id: string;
  rating: number;
  date: string;
  /** Only while not published (issue 9): 'pending review' or 'removed'. */
  status?: OwnStatus;
  /** While what it is about has no public profile yet (it appears with its first review): no page. */
  profilePending?: true;
};

/**
 * The caller's reviews in `collection` (held and removed ones included: they are the caller's; not those
 * they deleted that wait for their moment to leave the site, review-departure.ts), newest first, at most `limit`, each with its subject from `subjects` (null when it is gone), and
 * while that subject waits, its names as this author wrote them (`namedAs`, when the review kept them).
 */
export async function myReviewsWithSubjects<R extends Authored, S extends DocData>(
  store: DocumentStore,
  actor: Actor,
  kind: { collection: string; subjects: string; subjectIdOf: (review: R) => string; limit: number },
): Promise<{ base: MyReviewBase; review: R; subject: S | null; namedAs: NamedAs | null }[]> {
  const reviews = (
    await store.query<R>({
      collection: kind.collection,
      where: [{ field: 'authorKey', op: '==', value: actor.authorKey }],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
      limit: kind.limit,
    })
  )
    .filter((review) => !isDeparting(review.data))
    // Theirs: with the edit that waits for its moment (pending-edit.ts).
    .map(({ id, data }) => ({ id, data: withWaitingEdit(data) }));
  const ids = [...new Set(reviews.map((r) => kind.subjectIdOf(r.data)))];
  const subjects = new Map(
    // A profile made for a review that still waits is its authors' to see (by the names they wrote).
    (await subjectsOrPending<S>(store, kind.subjects, ids))
      .filter((d): d is SubjectOrPending<S> => d !== null)
      .map((d) => [d.id, d]),
  );
  return reviews.map(({ id, data }) => {
    const subject = subjects.get(kind.subjectIdOf(data));
    return {
      base: {
        _id: id,
        rating: data.rating,
        // Their own: when they wrote it (createdAt moves to the moment a waiting review appeared).
        date: new Date(data.writtenAt ?? data.createdAt).toISOString(),
        ...ownStatusField(data, true),
        ...(subject?.pending ? { profilePending: true as const } : {}),
      },
      review: data,
      subject: subject?.data ?? null,
      // Waiting, the subject is as its first author named it: another author sees their own words.
      namedAs: subject?.pending ? (data.namedAs ?? null) : null,
    };
  });
}
