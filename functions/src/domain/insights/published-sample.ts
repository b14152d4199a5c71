import {
  DOCUMENT_ID,
  type Doc,
  type DocData,
  type DocumentStore,
  type Filter,
} from '../../store/document-store.ts';
import { countsInFigures } from './honest-figures.ts';

/** Reviews read per round trip while looking for published ones. */
const PAGE = 500;

/**
 * The first `cap` published reviews matching `where`, by id, read in pages. A cap applied before the
 * filter let reviews nobody else sees (held, waiting for their moment, removed) take places: a new
 * waiting review pushed a published one out, and the themes drawn from them moved the minute it was
 * written, before it appeared.
 */
export async function publishedReviews<T extends DocData>(
  store: DocumentStore,
  collection: string,
  where: Filter[],
  cap: number,
): Promise<Doc<T>[]> {
  const published: Doc<T>[] = [];
  let after: string | null = null;
  while (published.length < cap) {
    const page: Doc<T>[] = await store.query<T>({
      collection,
      where,
      orderBy: [{ field: DOCUMENT_ID }],
      limit: Math.min(PAGE, cap),
      ...(after ? { startAfter: [after] } : {}),
    });
    for (const doc of page) if (countsInFigures(doc.data) && published.length < cap) published.push(doc);
    if (page.length < Math.min(PAGE, cap)) break;
    after = page.at(-1)?.id ?? null;
  }
  return published;
}
