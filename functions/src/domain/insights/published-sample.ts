import type { Doc, DocData, DocumentStore, Filter } from '../../store/document-store.ts';
import { pagesById } from '../shared/pages-by-id.ts';
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
  if (cap <= 0) return published;
  for await (const doc of pagesById<T>(store, collection, Math.min(PAGE, cap), where)) {
    if (!countsInFigures(doc.data)) continue;
    published.push(doc);
    if (published.length >= cap) break;
  }
  return published;
}
