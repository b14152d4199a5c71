// Review lists a page at a time (issue 8): a profile with hundreds of reviews
// answered whole is hundreds of kilobytes. Newest first; a page resumes after
// a cursor naming the last review of the previous page by its creation time
// and id, so reviews written meanwhile neither shift nor repeat what follows.
import { DOCUMENT_ID, type Doc, type DocData, type DocumentStore } from '../../store/document-store.ts';

/** Reviews per page when a client asks for pages without saying how many. */
export const DEFAULT_REVIEW_PAGE_SIZE = 20;
export const MAX_REVIEW_PAGE_SIZE = 100;
/** `<createdAt in ms>_<review id>`, opaque to clients. */
export const REVIEW_CURSOR_PATTERN = /^(\d{1,15})_([A-Za-z0-9_-]{1,128})$/;

export type ReviewPageRequest = { limit: number; cursor?: string | undefined };
export type ReviewPage<T> = { items: T[]; nextCursor: string | null };

type Dated = DocData & { createdAt: Date };

function cursorOf(doc: Doc<Dated>): string {
  return `${new Date(doc.data.createdAt).getTime()}_${doc.id}`;
}

function parseCursor(cursor: string): [Date, string] | null {
  const match = REVIEW_CURSOR_PATTERN.exec(cursor);
  return match ? [new Date(Number(match[1])), match[2] as string] : null;
}

/**
 * One page of the reviews whose `subjectField` is `subjectId`, newest first,
 * and the cursor of the next page (null on the last). Pages are of stored
 * reviews: the caller filters what the viewer may see, so a page may be shorter.
 */
export async function reviewPage<T extends Dated>(
  store: DocumentStore,
  collection: string,
  subjectField: string,
  subjectId: string,
  page: ReviewPageRequest,
): Promise<ReviewPage<Doc<T>>> {
  const after = page.cursor === undefined ? null : parseCursor(page.cursor);
  const docs = await store.query<T>({
    collection,
    where: [{ field: subjectField, op: '==', value: subjectId }],
    orderBy: [
      { field: 'createdAt', direction: 'desc' },
      { field: DOCUMENT_ID, direction: 'desc' },
    ],
    ...(after ? { startAfter: after } : {}),
    limit: page.limit + 1,
  });
  const more = docs.length > page.limit;
  const items = more ? docs.slice(0, page.limit) : docs;
  return { items, nextCursor: more ? cursorOf(items[items.length - 1] as Doc<T>) : null };
}
