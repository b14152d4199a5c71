import {
  DOCUMENT_ID,
  type Doc,
  type DocumentStore,
  FieldValue,
  type Transaction,
} from '../../store/document-store.ts';
import { findOrCreateCompany } from '../companies/companies.ts';
import { COMPANIES, type CompanyData } from '../companies/company.ts';
import { type Page, type SearchMode, searchPeople } from '../search/people-search.ts';
import { isDocId } from '../shared/doc-id.ts';
import { DomainError } from '../shared/domain-error.ts';
import { foundSubject, newSubject, readNamed, type SubjectPlan } from '../shared/pending-subjects.ts';
import { subjectIdFor } from '../shared/subject-ids.ts';
import type { TxParticipant } from '../shared/tx-participant.ts';
import { lookAlikeKey } from '../text/look-alike-key.ts';
import { normalizeName } from '../text/normalize.ts';
import { prefixTokens } from '../text/search-tokens.ts';
import {
  INTERVIEWER_LOOK_ALIKES,
  INTERVIEWER_NAMES,
  INTERVIEWERS,
  type InterviewerData,
} from './interviewer.ts';
import { emptyOutcomes } from './outcome-counts.ts';
import { interviewerNamingOf, readInterviewerToPublish } from './pending-interviewers.ts';
import { emptyAggregates } from './rating-aggregates.ts';

/** How the add-interviewer payloads name the company: by id, by name, or a string that may be either. */
export type CompanyRef = { id: string } | { name: string } | { idOrName: string };

export type NewInterviewer = {
  name: string;
  position: string;
  linkedin: string | null;
  email: string | null;
  tags: string[];
};

/** Candidates one search reads before ranking; beyond this, longer queries narrow the results. */
export const MAX_SEARCH_CANDIDATES = 500;

const tidy = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * The company of a new interviewer: an existing id, or found-or-created by
 * normalised name through the companies domain (race-safe there). A string
 * that is not the id of a company is taken as a name.
 */
export async function resolveCompany(
  store: DocumentStore,
  ref: CompanyRef,
  now: Date,
): Promise<Doc<CompanyData>> {
  const id = 'id' in ref ? ref.id : 'idOrName' in ref ? ref.idOrName : null;
  if (id !== null && isDocId(id)) {
    const company = await store.get<CompanyData>(COMPANIES, id);
    if (company) return company;
  }
  if ('id' in ref) throw new DomainError('not_found', 'Company not found.');
  const name = tidy('name' in ref ? ref.name : ref.idOrName);
  if (!normalizeName(name)) throw new DomainError('invalid', 'company must contain a letter or a digit.');
  return (await findOrCreateCompany(store, name, now)).company;
}

/** The key of the interviewer look-alike name document for `name` at this company. */
export const interviewerLookAlikeId = (companyId: string, name: string): string =>
  `${companyId}:${lookAlikeKey(name)}`;

/**
 * Inside a transaction: the interviewer of this name at this company (normalised name, else one whose
 * name reads alike: text/look-alike-key.ts), or a new one with the write that creates it and claims the
 * name and its look-alike key (pass `data` to create it with figures, as rate-interviewer does). The company's interviewer count is the caller's to change. `pending`: found,
 * but made for a review that still waits (shared/pending-subjects.ts); `hold` writes a new one that way
 * instead of `create`.
 */
export async function findOrPlanInterviewer(
  tx: Transaction,
  company: Doc<CompanyData>,
  input: NewInterviewer,
  now: Date,
): Promise<{ interviewer: Doc<InterviewerData> } & SubjectPlan<InterviewerData>> {
  const name = tidy(input.name);
  const nameKey = normalizeName(name);
  if (!nameKey) throw new DomainError('invalid', 'name must contain a letter or a digit.');
  const uniqueKey = `${company.id}:${nameKey}`;
  const lookAlike = interviewerLookAlikeId(company.id, name);
  const named = await readNamed<InterviewerData>(tx, INTERVIEWERS, 'interviewerId', [
    { collection: INTERVIEWER_NAMES, id: uniqueKey },
    { collection: INTERVIEWER_LOOK_ALIKES, id: lookAlike },
  ]);
  if (named?.subject) return { interviewer: named.subject, ...foundSubject<InterviewerData>() };
  const planned = (id: string): Doc<InterviewerData> => ({
    id,
    data: {
      ...emptyAggregates(),
      outcomes: emptyOutcomes(),
      name,
      nameKey,
      position: tidy(input.position),
      companyId: company.id,
      companyName: company.data.name,
      linkedin: input.linkedin,
      email: input.email,
      tags: input.tags,
      searchTokens: prefixTokens(name),
      companyTokens: prefixTokens(company.data.name),
      createdAt: now,
    },
  });
  const pending = named?.pending ?? null;
  // As the caller would have made it (their spelling and position, dated now): nothing of the first
  // author's words or day. What it will be when it appears is the pending document's.
  if (pending) return { interviewer: planned(pending.id), ...foundSubject<InterviewerData>(pending) };
  const interviewer = planned(subjectIdFor({ collection: INTERVIEWER_NAMES, id: uniqueKey }));
  const data = { interviewerId: interviewer.id };
  const claim = { collection: INTERVIEWER_NAMES, id: uniqueKey, data };
  const lookAlikeClaim = { collection: INTERVIEWER_LOOK_ALIKES, id: lookAlike, data };
  return { interviewer, ...newSubject(INTERVIEWERS, interviewer, claim, lookAlikeClaim) };
}

/**
 * Adds an interviewer, or finds the one with the same normalised name at the
 * same company (so two people adding "Jane Doe" at Acme rate one person).
 * Race-safe: the name document is written in the same transaction. One that
 * waits for a review (pending-interviewers.ts) is made public now, answered as new.
 */
export async function addInterviewer(
  store: DocumentStore,
  company: Doc<CompanyData>,
  input: NewInterviewer,
  now: Date,
  also?: TxParticipant,
  /** Joined only when a profile is created (the daily allowance of new profiles: finding one uses nothing). */
  added?: TxParticipant,
): Promise<{ interviewer: Doc<InterviewerData>; created: boolean }> {
  return store.runTransaction(async (tx) => {
    const planned = await findOrPlanInterviewer(tx, company, input, now);
    // Still pending (made for a review that waits): added now, it is public from now, as if new
    // (its review still waits for its moment).
    const promoted = planned.pending
      ? await readInterviewerToPublish(
          tx,
          planned.interviewer.id,
          interviewerNamingOf(planned.interviewer.data),
        )
      : null;
    const adds = planned.created || promoted !== null;
    await also?.read(tx);
    if (adds) await added?.read(tx);
    also?.write(tx);
    if (!adds) return { interviewer: planned.interviewer, created: false };
    added?.write(tx);
    if (promoted) {
      // Public as this caller named it (read so above), as a new one would be: the waiting document's
      // spelling and position would tell them someone else named this person before them.
      promoted.write(tx, now, {});
      return {
        interviewer: { id: planned.interviewer.id, data: promoted.interviewerAt(now) },
        created: true,
      };
    }
    planned.create(tx);
    // The All-Companies directory shows it; a blind increment needs no read of the company.
    tx.update(COMPANIES, company.id, { totalInterviewers: FieldValue.increment(1) });
    return { interviewer: planned.interviewer, created: true };
  });
}

export const interviewerNotFound = () => new DomainError('not_found', 'Interviewer not found.');

export async function getInterviewer(store: DocumentStore, id: string): Promise<Doc<InterviewerData>> {
  const doc = isDocId(id) ? await store.get<InterviewerData>(INTERVIEWERS, id) : null;
  if (!doc) throw interviewerNotFound();
  return doc;
}

/**
 * All interviewers in name order, one page at a time. The port has no
 * offset, so a page reads the pages before it too: pages are bounded by the route.
 */
export async function listInterviewers(
  store: DocumentStore,
  page: number,
  limit: number,
): Promise<Page<Doc<InterviewerData>>> {
  const [docs, total] = await Promise.all([
    store.query<InterviewerData>({
      collection: INTERVIEWERS,
      orderBy: [{ field: 'nameKey' }],
      limit: page * limit,
    }),
    store.count({ collection: INTERVIEWERS }),
  ]);
  return { items: docs.slice((page - 1) * limit), total };
}

/** `GET /interviewers` a page at a time: the cursor names the last interviewer of the previous page. */
export type InterviewerPage = { items: Doc<InterviewerData>[]; nextCursor: string | null };

/** base64url of [nameKey, id], opaque to clients. */
export const INTERVIEWER_CURSOR_PATTERN = /^[A-Za-z0-9_-]{1,700}$/;

function interviewerCursor(doc: Doc<InterviewerData>): string {
  return Buffer.from(JSON.stringify([doc.data.nameKey, doc.id])).toString('base64url');
}

function parseInterviewerCursor(cursor: string): [string, string] | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string')) {
      return [value[0] as string, value[1] as string];
    }
  } catch {
    // Not one of ours: the first page.
  }
  return null;
}

/**
 * Interviewers in name order, one page after `cursor` (issue 20): reads the page and one more, and
 * never counts the collection, where numbered pages read every earlier page again.
 */
export async function listInterviewerPage(
  store: DocumentStore,
  limit: number,
  cursor: string | undefined,
): Promise<InterviewerPage> {
  const after = cursor === undefined ? null : parseInterviewerCursor(cursor);
  const docs = await store.query<InterviewerData>({
    collection: INTERVIEWERS,
    orderBy: [{ field: 'nameKey' }, { field: DOCUMENT_ID }],
    ...(after ? { startAfter: after } : {}),
    limit: limit + 1,
  });
  const more = docs.length > limit;
  const items = more ? docs.slice(0, limit) : docs;
  return {
    items,
    nextCursor: more ? interviewerCursor(items[items.length - 1] as Doc<InterviewerData>) : null,
  };
}

/**
 * Word-prefix search by the interviewer's name or their company's name, case
 * and accents ignored: one `array-contains` query on the stored prefix
 * tokens, then every query word checked and the matches ranked (exact, then
 * starts-with, then word prefix; then by name).
 */
export async function searchInterviewers(
  store: DocumentStore,
  query: string,
  mode: SearchMode,
  page: number,
  limit: number,
): Promise<Page<Doc<InterviewerData>>> {
  return searchPeople<InterviewerData>(store, INTERVIEWERS, query, mode, {
    page,
    limit,
    maxCandidates: MAX_SEARCH_CANDIDATES,
  });
}
