// Reviews written before author-key records existed (issue 17 item 3) have no record, so their
// authors could not be told of a response. The backfill gives every account its record; it is
// idempotent (a present record is left as it is), so it can run again at any time. The same walk over
// every account tags the reports each filed before reports carried a tag (reporter-tag-backfill.ts), so
// deleting the account takes their words too, and gives an account whose deletion was requested before
// leaving marks existed its mark (account-deletion.ts), so no moderator's decision publishes its reviews.
import type { DocumentStore } from '../../store/document-store.ts';
import { tagReportsOf, untaggedReports } from '../moderation/reporter-tag-backfill.ts';
import { markLeavingIfDeleting } from './account-deletion.ts';
import { authorKey } from './author-key.ts';
import { ensureAuthorKeyRecord } from './author-key-records.ts';

export type BackfillReport = {
  accounts: number;
  written: number;
  reportsTagged: number;
  leavingMarked: number;
};

export async function backfillAuthorKeyRecords(
  store: DocumentStore,
  secret: string,
  uidPages: AsyncIterable<readonly string[]>,
  onPage: (report: BackfillReport) => void = () => {},
  now: () => Date = () => new Date(),
): Promise<BackfillReport> {
  const report: BackfillReport = { accounts: 0, written: 0, reportsTagged: 0, leavingMarked: 0 };
  const untagged = await untaggedReports(store);
  for await (const uids of uidPages) {
    for (const uid of uids) {
      report.accounts += 1;
      if (await ensureAuthorKeyRecord(store, secret, uid)) report.written += 1;
      report.reportsTagged += await tagReportsOf(store, secret, uid, untagged);
      if (await markLeavingIfDeleting(store, uid, authorKey(uid, secret), now())) report.leavingMarked += 1;
    }
    onPage({ ...report });
  }
  return report;
}
