// The moderators' queue (issue 9): reviews that are held, hidden or reported
// and not yet decided ('open'), or removed ones that may be restored
// ('removed'), each with its reports: reasons, details, counts and times.
// Field by field on purpose: nothing here says who wrote or who reported.
import type { Doc, DocData, DocumentStore, Transaction } from '../../store/document-store.ts';
import { isDocId } from '../shared/doc-id.ts';
import { DomainError } from '../shared/domain-error.ts';
import { type NamedAs, subjectsOrPending } from '../shared/pending-subjects.ts';
import {
  incarnationOf,
  MODERATED_KIND_NAMES,
  MODERATED_KINDS,
  type ModeratedKind,
  type ModeratedKindName,
  type ReviewContent,
  type ReviewSubject,
} from './moderated-kinds.ts';
import { REPORT_REASONS, REPORTS, type ReportData, type ReportReason } from './reports.ts';
import { freshModeration, type HoldReason, type Moderatable, type ReviewState } from './review-state.ts';

export const QUEUE_VIEWS = ['open', 'removed'] as const;
export type QueueView = (typeof QUEUE_VIEWS)[number];
export const MAX_QUEUED_PER_KIND = 200;
/** Reports read per review: beyond this the counts are still exact, the list is cut. */
export const MAX_REPORTS_PER_REVIEW = 200;

/**
 * A moderator's action on, or a look at, an item that is not there: its author deleted it or their
 * account (a review), or it never existed. One answer for all, so it never says which (an account's
 * reviews going together would say they share an author); the moderation page drops the item.
 */
export const noLongerExists = (kind: ModeratedKindName) =>
  new DomainError(
    'not_found',
    kind === 'response' ? 'This response no longer exists.' : 'This review no longer exists.',
  );

export type QueueItem = {
  kind: ModeratedKindName;
  reviewId: string;
  state: ReviewState;
  heldFor: HoldReason[];
  openReports: number;
  lastReportedAt: string | null;
  updatedAt: string;
  subject: ReviewSubject | null;
  review: ReviewContent;
  reports: {
    total: number;
    open: number;
    byReason: Record<ReportReason, number>;
    items: { reason: ReportReason; details: string; createdAt: string; status: 'open' | 'resolved' }[];
  };
};

type Reviewed = Moderatable & DocData;

/** The reports of this incarnation of the review, newest first. */
export async function reportsOf(
  reader: Pick<Transaction, 'query'>,
  kind: ModeratedKindName,
  review: Doc,
): Promise<Doc<ReportData>[]> {
  const incarnation = incarnationOf(review.data);
  const reports = await reader.query<ReportData>({
    collection: REPORTS,
    where: [{ field: 'reviewId', op: '==', value: review.id }],
    limit: MAX_REPORTS_PER_REVIEW,
  });
  return reports
    .filter((r) => r.data.kind === kind && r.data.incarnation === incarnation)
    .sort((a, b) => new Date(b.data.createdAt).getTime() - new Date(a.data.createdAt).getTime());
}

function toQueueItem(
  kind: ModeratedKind,
  review: Doc<Reviewed>,
  subject: Doc | null,
  reports: Doc<ReportData>[],
): QueueItem {
  const m = review.data.moderation ?? freshModeration('published', new Date(review.data.createdAt as Date));
  const byReason = Object.fromEntries(REPORT_REASONS.map((r) => [r, 0])) as Record<ReportReason, number>;
  for (const r of reports) byReason[r.data.reason] += 1;
  return {
    kind: kind.name,
    reviewId: review.id,
    state: m.state,
    heldFor: [...m.heldFor],
    openReports: m.openReports,
    lastReportedAt: m.lastReportedAt ? new Date(m.lastReportedAt).toISOString() : null,
    updatedAt: new Date(m.updatedAt).toISOString(),
    subject: subject ? kind.subjectOf(subject, review.data) : null,
    review: kind.contentOf(review.data),
    reports: {
      total: reports.length,
      open: reports.filter((r) => r.data.status === 'open').length,
      byReason,
      items: reports.map((r) => ({
        reason: r.data.reason,
        details: r.data.details,
        createdAt: new Date(r.data.createdAt).toISOString(),
        status: r.data.status,
      })),
    },
  };
}

/** The subjects of these items, read one batch per collection (responses' subjects are of two kinds). */
async function subjectsOf(store: DocumentStore, kind: ModeratedKind, reviews: Doc<Reviewed>[]) {
  const byCollection = new Map<string, number[]>();
  reviews.forEach((r, i) => {
    const collection = kind.subjectCollectionOf(r.data);
    byCollection.set(collection, [...(byCollection.get(collection) ?? []), i]);
  });
  const subjects: (Doc | null)[] = reviews.map(() => null);
  for (const [collection, at] of byCollection) {
    // Moderators see what a waiting review is about, public yet or not.
    const found = await subjectsOrPending(
      store,
      collection,
      at.map((i) => kind.subjectIdOf((reviews[i] as Doc<Reviewed>).data)),
    );
    at.forEach((i, j) => {
      const subject = found[j] ?? null;
      const namedAs = (reviews[i] as Doc<Reviewed>).data.namedAs as NamedAs | undefined;
      // Waiting, it is as its first author named it: each review is shown under its own author's names.
      subjects[i] =
        subject?.pending && namedAs
          ? { id: subject.id, data: { ...subject.data, name: namedAs.name, companyName: namedAs.company } }
          : subject;
    });
  }
  return subjects;
}

async function itemsFor(store: DocumentStore, kind: ModeratedKind, reviews: Doc<Reviewed>[]) {
  const subjects = await subjectsOf(store, kind, reviews);
  return Promise.all(
    reviews.map(async (review, i) =>
      toQueueItem(kind, review, subjects[i] ?? null, await reportsOf(store, kind.name, review)),
    ),
  );
}

const activity = (item: QueueItem) =>
  Math.max(Date.parse(item.updatedAt), Date.parse(item.lastReportedAt ?? '0'));

/** 'open': held, hidden or reported and not decided; 'removed': removed (to restore). Newest activity first. */
export async function moderationQueue(store: DocumentStore, view: QueueView): Promise<QueueItem[]> {
  const filter =
    view === 'open'
      ? { field: 'moderation.queued', op: '==' as const, value: true }
      : { field: 'moderation.state', op: '==' as const, value: 'removed' };
  const perKind = await Promise.all(
    MODERATED_KIND_NAMES.map(async (name) => {
      const kind = MODERATED_KINDS[name];
      const reviews = await store.query<Reviewed>({
        collection: kind.collection,
        where: [filter],
        limit: MAX_QUEUED_PER_KIND,
      });
      return itemsFor(store, kind, reviews);
    }),
  );
  return perKind.flat().sort((a, b) => activity(b) - activity(a));
}

/** One review as the queue shows it (whatever its state). */
export async function moderationItem(
  store: DocumentStore,
  kindName: ModeratedKindName,
  reviewId: string,
): Promise<QueueItem> {
  const kind = MODERATED_KINDS[kindName];
  const review = isDocId(reviewId) ? await store.get<Reviewed>(kind.collection, reviewId) : null;
  if (!review) throw noLongerExists(kindName);
  const [item] = await itemsFor(store, kind, [review]);
  return item as QueueItem;
}
