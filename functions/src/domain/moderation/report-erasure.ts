// The reports a deleted account filed. What is the account's in a report is its words (the details) and
// the link to it (the report's id, derived from the uid, and its reporter tag); what it did to the review
// is moderation's: the open-report counts, the networks and a hide already taken stay until a moderator
// decides, as any decision outlives the account (taking them back would publish a hidden review at the
// minute its reporter left, without a moderator). So each report becomes an unlinked record at a fresh id:
// kind, review, reason, time and status stay (a moderator still reads "3 open reports: spam 3"), the
// details and the tag go. Moderators see the words vanish, so each report does so at a moment of its own in
// the window after the request (review-departures.ts), as the account's votes and published reviews leave:
// all at the request's minute told a moderator when a reporter left, and reviews leaving in the window after
// it then pointed at that reporter.
import type { DocumentStore } from '../../store/document-store.ts';
import type { AccountEraser } from '../accounts/account-erasers.ts';
import { AT_ONCE, eraseDeparting } from '../accounts/review-departures.ts';
import { actorFor } from '../shared/actor.ts';
import { REPORTS, type ReportData, reporterTag } from './reports.ts';

/** Moves one report of `tag` to an unlinked record without its words; false when it is not theirs (any more). */
function unlinkReport(store: DocumentStore, id: string, tag: string): Promise<boolean> {
  return store.runTransaction(async (tx) => {
    const report = await tx.get<ReportData>(REPORTS, id);
    if (!report || report.data.reporter !== tag) return false;
    const { reporter: _tag, ...kept } = report.data;
    tx.delete(REPORTS, id);
    tx.create(REPORTS, store.newId(), { ...kept, details: '' } satisfies ReportData);
    return true;
  });
}

/** `secret` is the author-key secret, under which reporterTag() was made. */
export function reportEraser(secret: string): AccountEraser {
  return {
    name: 'reports',
    erase: ({ store, uid, limit = Number.POSITIVE_INFINITY, departures = AT_ONCE }) => {
      const tag = reporterTag(actorFor(uid, secret));
      return eraseDeparting(store, REPORTS, { field: 'reporter', value: tag }, { departures, limit }, (id) =>
        unlinkReport(store, id, tag),
      );
    },
  };
}
