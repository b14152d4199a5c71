import {
  DOCUMENT_ID,
  type Doc,
  type DocData,
  type DocumentStore,
  type Filter,
} from '../../store/document-store.ts';

/**
 * Every document of `collection` that matches `where`, read by id a page at a time: the one way the
 * domain walks a set too large for one query (the insights rebuild, published samples, account
 * erasure). Documents deleted behind the walk do not shift it, since each page starts after the last id.
 */
export async function* pagesById<T extends DocData>(
  store: DocumentStore,
  collection: string,
  pageSize: number,
  where: Filter[] = [],
): AsyncGenerator<Doc<T>> {
  let after: string | null = null;
  for (;;) {
    const page: Doc<T>[] = await store.query<T>({
      collection,
      ...(where.length > 0 ? { where } : {}),
      orderBy: [{ field: DOCUMENT_ID }],
      limit: pageSize,
      ...(after === null ? {} : { startAfter: [after] }),
    });
    yield* page;
    if (page.length < pageSize) return;
    after = page.at(-1)?.id ?? null;
  }
}
