// One manager's counted reviews per quarter, for the year-on-year movers of
// the company insights: a document per manager, apart from the company's
// insights document. That one is rewritten by every review of the company,
// and with its managers inside it grew with them (57 KB for the largest
// seeded company, 83% of it managers), decoded and encoded on each review
// (issue 19: a third of a review's store time) and heading for Firestore's
// 1 MiB limit. A manager's document is written only by its own reviews.
//
// Documents written before the split keep their managers inside the company
// document: readers add both (the buckets are running totals, so the old
// part plus what came after is the total), and `npm run insights:rebuild`
// moves them out.
import type { Doc, DocumentStore } from '../../store/document-store.ts';
import type { Bucket } from './honest-figures.ts';

export const MANAGER_QUARTERS = 'managerQuarters';

export type ManagerQuarters = { name: string; q: Record<string, Bucket> };
export type ManagerQuartersData = ManagerQuarters & { companyId: string };

/** The path segment under which addFact puts a manager's contributions (company-insights.ts). */
export const MANAGERS_FIELD = 'managers';

/** The quarters documents of one company's managers (not those still kept in the company's). */
export function readManagerQuarters(
  store: Pick<DocumentStore, 'query'>,
  companyId: string,
): Promise<Doc<ManagerQuartersData>[]> {
  return store.query<ManagerQuartersData>({
    collection: MANAGER_QUARTERS,
    where: [{ field: 'companyId', op: '==', value: companyId }],
  });
}

/** The sum of the two layouts, as new objects (what a store returns is never changed). */
export function mergeManagerQuarters(
  embedded: Record<string, ManagerQuarters>,
  docs: readonly { id: string; data: ManagerQuarters }[],
): Record<string, ManagerQuarters> {
  const out: Record<string, ManagerQuarters> = {};
  const add = (id: string, from: ManagerQuarters) => {
    const into = out[id] ?? { name: from.name, q: {} };
    out[id] = into;
    if (from.name) into.name = from.name;
    for (const [quarter, b] of Object.entries(from.q ?? {})) {
      const sum = into.q[quarter] ?? { n: 0, sum: 0 };
      into.q[quarter] = { n: sum.n + (b?.n ?? 0), sum: sum.sum + (b?.sum ?? 0) };
    }
  };
  for (const [id, m] of Object.entries(embedded)) add(id, m);
  for (const doc of docs) add(doc.id, doc.data);
  return out;
}
