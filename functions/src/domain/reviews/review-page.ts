// Review lists a page at a time (issue 8): a profile with hundreds of reviews
// answered whole is hundreds of kilobytes. Newest day first, and within a day
// by review id, not by time (issue 13): public dates are days, and an order by
// the exact time would tell the person reviewed which review of a day came
// first. Review ids are HMACs, unrelated to time. A page resumes after the
// position (day, id) of the last review its reader was shown, so reviews
// written meanwhile neither shift nor repeat what follows, and a review the
// reader may not see (held for moderation) never marks where a page ends.
// Positions leave the server only sealed (http/review-cursor.ts). The other sorts (most helpful,
// highest, lowest: review-order.ts) put their number first and page the same way: a group is the
// reviews sharing that number and day.
import {
  DOCUMENT_ID,
  type Doc,
  type DocData,
  type DocumentStore,
  type Value,
} from '../../store/document-store.ts';
import { endOfUtcDay, utcDayOf } from '../shared/public-dates.ts';
import { NEWEST, type ReviewOrder, sortKeyOf } from './review-order.ts';

/** Reviews per page when a client asks for pages without saying how many. */
export const DEFAULT_REVIEW_PAGE_SIZE = 20;
export const MAX_REVIEW_PAGE_SIZE = 100;

/**
 * Where a page ended: the UTC day ('YYYY-MM-DD') and id of the last review shown, and in a sort by a
 * number (likes, rating) that review's number.
 */
export type PagePosition = { day: string; id: string; key?: number | undefined };

export type ReviewPageRequest = {
  limit: number;
  after?: PagePosition | null | undefined;
  /** Newest first unless told otherwise. */
  order?: ReviewOrder | undefined;
};
export type ReviewPage<T> = { items: T[]; next: PagePosition | null };

type Dated = DocData & { createdAt: Date };

const byIdDesc = (a: Doc, b: Doc) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** Newest day first, then by id: the order of every public review list. */
export function inListOrder<T extends Dated>(docs: Doc<T>[]): Doc<T>[] {
  const day = (d: Doc<T>) => utcDayOf(d.data.createdAt);
  return [...docs].sort((a, b) => (day(a) < day(b) ? 1 : day(a) > day(b) ? -1 : byIdDesc(a, b)));
}

/**
 * One page of the reviews whose `subjectField` is `subjectId` (and that pass the order's filters)
 * that `isShown` lets the reader see, in the order asked for, and the position of the next page
 * (null on the last). Groups (one number and day) are read whole, so that they can be ordered by id.
 */
export async function reviewPage<T extends Dated>(
  store: DocumentStore,
  collection: string,
  subjectField: string,
  subjectId: string,
  page: ReviewPageRequest,
  isShown: (review: T) => boolean,
): Promise<ReviewPage<Doc<T>>> {
  const order = page.order ?? NEWEST;
  const sortKey = sortKeyOf(order.sort);
  const keyOf = (doc: Doc<T>): number | undefined =>
    sortKey ? (doc.data[sortKey.field] as number) : undefined;
  const after = page.after ?? null;
  const wanted = page.limit + 1;
  const chunk = Math.min(Math.max(wanted, 20), 1000);
  const out: Doc<T>[] = [];
  type Group = { key: number | undefined; day: string };
  let group = null as Group | null;
  let members: Doc<T>[] = [];
  const flush = () => {
    const resumesAfter =
      after !== null && group?.day === after.day && group.key === after.key ? after.id : null;
    for (const doc of members.filter((d) => isShown(d.data)).sort(byIdDesc)) {
      if (resumesAfter !== null && doc.id >= resumesAfter) continue;
      out.push(doc);
    }
    members = [];
  };
  // The page after a position starts with the rest of that position's group: everything after
  // (its number, the end of its day), whose ids the flush then compares.
  let from: Value[] | null = after ? [...(sortKey ? [after.key ?? null] : []), endOfUtcDay(after.day)] : null;
  read: for (;;) {
    const docs: Doc<T>[] = await store.query<T>({
      collection,
      where: [{ field: subjectField, op: '==', value: subjectId }, ...(order.where ?? [])],
      orderBy: [
        ...(sortKey ? [sortKey] : []),
        { field: 'createdAt', direction: 'desc' },
        { field: DOCUMENT_ID, direction: 'desc' },
      ],
      ...(from ? { startAfter: from } : {}),
      limit: chunk,
    });
    for (const doc of docs) {
      const key = keyOf(doc);
      const day = utcDayOf(doc.data.createdAt);
      if (group?.day !== day || group.key !== key) {
        flush();
        if (out.length >= wanted) break read;
        group = { key, day };
      }
      members.push(doc);
    }
    if (docs.length < chunk) {
      flush();
      break;
    }
    const last = docs[docs.length - 1] as Doc<T>;
    from = [...(sortKey ? [keyOf(last) ?? null] : []), new Date(last.data.createdAt), last.id];
  }
  const items = out.slice(0, page.limit);
  const last = items[items.length - 1];
  return {
    items,
    next:
      out.length > page.limit && last
        ? { day: utcDayOf(last.data.createdAt), id: last.id, ...(sortKey ? { key: keyOf(last) } : {}) }
        : null,
  };
}
