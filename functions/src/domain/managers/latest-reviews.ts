// The landing page's latest reviews (GET /managers/homepage-content, the call the original site made):
// the newest published manager reviews with their manager's name and company. Public and cached, so
// nothing personal: no author, no caller's relation, and dates are days. Ordered newest day first and
// by review id within a day (review-page.ts), never by time, and days are read whole, so that the
// cut never says which review of a day came last.
import { DOCUMENT_ID, type Doc, type DocumentStore } from '../../store/document-store.ts';
import { isPublished } from '../moderation/review-state.ts';
import { inListOrder } from '../reviews/review-page.ts';
import { withVoteCounts } from '../reviews/voting.ts';
import { publicDate, utcDayOf } from '../shared/public-dates.ts';
import { MANAGERS, type ManagerData } from './manager.ts';
import { MANAGER_REVIEW_KIND, MANAGER_REVIEWS, type ManagerReviewData } from './manager-review.ts';

/** How many the landing page shows. */
export const LATEST_REVIEWS = 6;
/** Reviews read per query while looking for whole days of published ones. */
const CHUNK = 50;
/** At most this many are read, however many are held or removed. */
const MAX_READ = 1000;

export type LatestReview = {
  _id: string;
  rating: number;
  reviewText: string;
  /** The UTC day, as every public review date. */
  createdAt: string;
  likes: number;
  dislikes: number;
  manager: { _id: string; name: string; position: string };
  company: { _id: string; name: string };
};

/** The newest published reviews of whole days, in list order, at most `limit`. */
async function newestPublished(store: DocumentStore, limit: number): Promise<Doc<ManagerReviewData>[]> {
  const whole: Doc<ManagerReviewData>[] = [];
  let day: string | null = null;
  let group: Doc<ManagerReviewData>[] = [];
  let from: [Date, string] | null = null;
  for (let read = 0; read < MAX_READ; read += CHUNK) {
    const docs = await store.query<ManagerReviewData>({
      collection: MANAGER_REVIEWS,
      orderBy: [
        { field: 'createdAt', direction: 'desc' },
        { field: DOCUMENT_ID, direction: 'desc' },
      ],
      ...(from ? { startAfter: from } : {}),
      limit: CHUNK,
    });
    for (const doc of docs) {
      const docDay = utcDayOf(doc.data.createdAt);
      if (docDay !== day) {
        whole.push(...group);
        group = [];
        if (whole.length >= limit) return inListOrder(whole).slice(0, limit);
        day = docDay;
      }
      if (isPublished(doc.data)) group.push(doc);
    }
    if (docs.length < CHUNK) {
      // The end of the collection: the last day is whole too.
      whole.push(...group);
      break;
    }
    const last = docs[docs.length - 1] as Doc<ManagerReviewData>;
    from = [new Date(last.data.createdAt), last.id];
  }
  return inListOrder(whole).slice(0, limit);
}

export async function latestManagerReviews(
  store: DocumentStore,
  limit = LATEST_REVIEWS,
): Promise<LatestReview[]> {
  const newest = await newestPublished(store, limit);
  const ids = [...new Set(newest.map((r) => r.data.managerId))];
  const [found, reviews] = await Promise.all([
    store.getAll<ManagerData>(MANAGERS, ids),
    withVoteCounts(store, MANAGER_REVIEW_KIND, newest),
  ]);
  const managers = new Map(found.flatMap((m) => (m ? [[m.id, m.data] as const] : [])));
  return reviews.flatMap((doc) => {
    const r = doc.data;
    const manager = managers.get(r.managerId);
    if (!manager) return [];
    // Field by field: a spread of the document would leak authorKey.
    return [
      {
        _id: doc.id,
        rating: r.rating,
        reviewText: r.reviewText,
        createdAt: publicDate(r.createdAt),
        likes: r.likes ?? 0,
        dislikes: r.dislikes ?? 0,
        manager: { _id: r.managerId, name: manager.name, position: manager.position },
        company: { _id: manager.companyId, name: manager.companyName },
      },
    ];
  });
}
