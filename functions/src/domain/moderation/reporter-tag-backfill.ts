// Reports filed before the reporter tag (report-erasure.ts) carry none, so erasing their account could not
// find them and their words stayed. Their id still comes from their account (reportIdFor: a keyed hash of
// the uid, kind, review and incarnation), so a pass that knows every account's uid can tell whose each
// one is and tag it; that account's deletion then takes its words as for any report. Reading every report
// per deletion instead would cost each deletion the whole collection. Reports of accounts deleted before
// the pass cannot be tied to anything: no uid of theirs is kept anywhere.
import type { DocumentStore } from '../../store/document-store.ts';
import { actorFor } from '../shared/actor.ts';
import { pagesById } from '../shared/pages-by-id.ts';
import { REPORTS, type ReportData, reporterTag, reportIdFor } from './reports.ts';

/** Reports without a tag, by what their id was derived from (kind, review, incarnation) to their ids. */
export type UntaggedReports = Map<
  string,
  { of: Pick<ReportData, 'kind' | 'reviewId' | 'incarnation'>; ids: Set<string> }
>;

const PAGE = 500;

/** Every report that has no reporter tag (filed before it existed, or erased already), read once. */
export async function untaggedReports(store: DocumentStore): Promise<UntaggedReports> {
  const untagged: UntaggedReports = new Map();
  for await (const report of pagesById<ReportData>(store, REPORTS, PAGE)) {
    if (report.data.reporter !== undefined) continue;
    const { kind, reviewId, incarnation } = report.data;
    const key = `${kind}\0${reviewId}\0${incarnation}`;
    const entry = untagged.get(key) ?? { of: { kind, reviewId, incarnation }, ids: new Set<string>() };
    entry.ids.add(report.id);
    untagged.set(key, entry);
  }
  return untagged;
}

/**
 * Tags the reports among `untagged` that this account filed (those at the id its uid gives them), each in
 * a transaction that checks it is still untagged; they leave `untagged`. Answers how many it tagged.
 */
export async function tagReportsOf(
  store: DocumentStore,
  secret: string,
  uid: string,
  untagged: UntaggedReports,
): Promise<number> {
  const actor = actorFor(uid, secret);
  let tagged = 0;
  for (const [key, { of, ids }] of untagged) {
    const id = reportIdFor(actor, of.kind, of.reviewId, of.incarnation);
    if (!ids.has(id)) continue;
    const done = await store.runTransaction(async (tx) => {
      const report = await tx.get<ReportData>(REPORTS, id);
      if (!report || report.data.reporter !== undefined) return false;
      tx.update(REPORTS, id, { reporter: reporterTag(actor) });
      return true;
    });
    if (done) tagged += 1;
    ids.delete(id);
    if (ids.size === 0) untagged.delete(key);
  }
  return tagged;
}
