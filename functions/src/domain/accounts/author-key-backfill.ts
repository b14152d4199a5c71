// Reviews written before author-key records existed (issue 17 item 3) have no record, so their
// authors could not be told of a response. The backfill gives every account its record; it is
// idempotent (a present record is left as it is), so it can run again at any time. The same walk over
// every account tags the reports each filed before reports carried a tag (reporter-tag-backfill.ts), so
// deleting the account takes their words too.
import type { DocumentStore } from '../../store/document-store.ts';
import { tagReportsOf, untaggedReports } from '../moderation/reporter-tag-backfill.ts';
import { ensureAuthorKeyRecord } from './author-key-records.ts';

export type BackfillReport = { accounts: number; written: number; reportsTagged: number };

export async function backfillAuthorKeyRecords(
  store: DocumentStore,
  secret: string,
  uidPages: AsyncIterable<readonly string[]>,
  onPage: (report: BackfillReport) => void = () => {},
): Promise<BackfillReport> {
  const report: BackfillReport = { accounts: 0, written: 0, reportsTagged: 0 };
  const untagged = await untaggedReports(store);
  for await (const uids of uidPages) {
    for (const uid of uids) {
      report.accounts += 1;
      if (await ensureAuthorKeyRecord(store, secret, uid)) report.written += 1;
      report.reportsTagged += await tagReportsOf(store, secret, uid, untagged);
    }
    onPage({ ...report });
  }
  return report;
}
