// Reviews written before author-key records existed (issue 17 item 3) have no record, so their
// authors could not be told of a response. The backfill gives every account its record; it is
// idempotent (a present record is left as it is), so it can run again at any time.
import type { DocumentStore } from '../../store/document-store.ts';
import { ensureAuthorKeyRecord } from './author-key-records.ts';

export type BackfillReport = { accounts: number; written: number };

export async function backfillAuthorKeyRecords(
  store: DocumentStore,
  secret: string,
  uidPages: AsyncIterable<readonly string[]>,
  onPage: (report: BackfillReport) => void = () => {},
): Promise<BackfillReport> {
  const report: BackfillReport = { accounts: 0, written: 0 };
  for await (const uids of uidPages) {
    for (const uid of uids) {
      report.accounts += 1;
      if (await ensureAuthorKeyRecord(store, secret, uid)) report.written += 1;
    }
    onPage({ ...report });
  }
  return report;
}
