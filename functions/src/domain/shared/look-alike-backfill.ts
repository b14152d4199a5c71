// Look-alike name documents (text/look-alike-key.ts) are written with each new company, interviewer and
// manager; those made before have none, so a name written to read like theirs ("WiIliam Smith" beside
// "William Smith") made a second profile still. This writes theirs, public and waiting ones alike.
// Idempotent: a document already there is left as it is. Where two profiles already read alike (made
// before, or the same look-alike twice), the first keeps the document and the other is reported, for a
// moderator to look at; nothing is merged.
import type { DocData, DocumentStore } from '../../store/document-store.ts';
import { COMPANIES, COMPANY_LOOK_ALIKES } from '../companies/company.ts';
import { INTERVIEWER_LOOK_ALIKES, INTERVIEWERS } from '../interviewers/interviewer.ts';
import { interviewerLookAlikeId } from '../interviewers/interviewers.ts';
import { MANAGER_LOOK_ALIKES, MANAGERS } from '../managers/manager.ts';
import { managerLookAlikeId } from '../managers/managers.ts';
import { lookAlikeKey } from '../text/look-alike-key.ts';
import { pagesById } from './pages-by-id.ts';
import { PENDING_SUBJECTS, type PendingSubjectData } from './pending-subjects.ts';

type Kind = {
  collection: string;
  claims: string;
  field: string;
  /** The look-alike document's key for a profile of these fields, or null if they are not all there. */
  key: (data: DocData) => string | null;
};

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

const KINDS: Kind[] = [
  {
    collection: COMPANIES,
    claims: COMPANY_LOOK_ALIKES,
    field: 'companyId',
    key: (d) => (text(d.name) ? lookAlikeKey(d.name as string) : null),
  },
  {
    collection: INTERVIEWERS,
    claims: INTERVIEWER_LOOK_ALIKES,
    field: 'interviewerId',
    key: (d) =>
      text(d.name) && text(d.companyId)
        ? interviewerLookAlikeId(d.companyId as string, d.name as string)
        : null,
  },
  {
    collection: MANAGERS,
    claims: MANAGER_LOOK_ALIKES,
    field: 'managerId',
    key: (d) =>
      text(d.name) && text(d.companyId) && text(d.branchId)
        ? managerLookAlikeId(d.companyId as string, d.branchId as string, d.name as string)
        : null,
  },
];

export type LookAlikeBackfillReport = {
  /** Profiles read, public and waiting. */
  profiles: number;
  /** Look-alike documents written. */
  written: number;
  /** Profiles whose name reads like another's that holds the document: [collection, this id, that id]. */
  alike: [string, string, string][];
};

const PAGE = 500;

/** Writes the look-alike name document of every company, interviewer and manager that lacks one. */
export async function backfillLookAlikeClaims(store: DocumentStore): Promise<LookAlikeBackfillReport> {
  const report: LookAlikeBackfillReport = { profiles: 0, written: 0, alike: [] };
  const claim = async (kind: Kind, id: string, data: DocData, pending: boolean) => {
    const key = kind.key(data);
    if (key === null) return;
    report.profiles += 1;
    // One transaction each: a profile made meanwhile writes its own document, which this must not replace.
    const outcome = await store.runTransaction(async (tx) => {
      const held = await tx.get(kind.claims, key);
      if (held) return held.data[kind.field] === id ? 'held' : (held.data[kind.field] as string);
      // A waiting profile names its documents, so that they go with it if it never appears.
      if (pending && !(await tx.get(PENDING_SUBJECTS, id))) return 'held';
      tx.set(kind.claims, key, { [kind.field]: id });
      if (pending) tx.update(PENDING_SUBJECTS, id, { lookAlikeClaim: { collection: kind.claims, id: key } });
      return 'written';
    });
    if (outcome === 'written') report.written += 1;
    else if (outcome !== 'held') report.alike.push([kind.collection, id, outcome]);
  };
  for (const kind of KINDS) {
    for await (const doc of pagesById(store, kind.collection, PAGE))
      await claim(kind, doc.id, doc.data, false);
  }
  for await (const doc of pagesById<PendingSubjectData>(store, PENDING_SUBJECTS, PAGE)) {
    const kind = KINDS.find((k) => k.collection === doc.data.collection);
    if (kind) await claim(kind, doc.id, doc.data.data, true);
  }
  return report;
}
