// An interviewer made by "Rate an interviewer" for a review that waits for its moment stays out of the
// public collections with the company made with it (shared/pending-subjects.ts) until that review appears.
// Here: making the two public, as that review's author named them, in the transaction that publishes the
// review (or that adds the interviewer by hand, as its caller named them), and letting them go when its last
// waiting review is deleted. The manager's twin:
// managers/pending-managers.ts.
import { type Doc, FieldValue, type Transaction } from '../../store/document-store.ts';
import { companyNamed } from '../companies/companies.ts';
import { COMPANIES, type CompanyData, interviewerCount } from '../companies/company.ts';
import type { InterviewerNamedAs, ReviewData } from '../reviews/review.ts';
import { publishPending, readPending, releasePending } from '../shared/pending-subjects.ts';
import { prefixTokens } from '../text/search-tokens.ts';
import { INTERVIEWERS, type InterviewerData } from './interviewer.ts';

/**
 * An interviewer as one author named them, with the company: a waiting interviewer appears as the author
 * of the review that publishes it named them, and a company that waited with it too. Its first author's
 * words would tell a later author whose review appears first that someone else named this person, and
 * would stay public after that first author deleted their review.
 */
export type InterviewerNaming = Pick<
  InterviewerData,
  'name' | 'position' | 'companyName' | 'linkedin' | 'email' | 'tags'
>;

/** The naming in an interviewer document as one author's call planned it (findOrPlanInterviewer). */
export function interviewerNamingOf(iv: InterviewerData): InterviewerNaming {
  const { name, position, companyName, linkedin, email, tags } = iv;
  return { name, position, companyName, linkedin, email, tags: [...tags] };
}

/** What a waiting review keeps of its author's naming (review.ts InterviewerNamedAs). */
export function interviewerNamedAsOf(iv: InterviewerData): InterviewerNamedAs {
  const { companyName, ...rest } = interviewerNamingOf(iv);
  return { ...rest, company: companyName };
}

/** The naming a review kept, or null if it was written before reviews kept all of it. */
export function interviewerNamingOfReview(review: Pick<ReviewData, 'namedAs'>): InterviewerNaming | null {
  const n = review.namedAs;
  if (!n || n.position === undefined || n.tags === undefined) return null;
  return {
    name: n.name,
    position: n.position,
    companyName: n.company,
    linkedin: n.linkedin ?? null,
    email: n.email ?? null,
    tags: [...n.tags],
  };
}

export type InterviewerToPublish = {
  /** The interviewer as it appears (its figures are computed from this). */
  interviewer: Doc<InterviewerData>;
  /** The interviewer's document as it appears at `at`, before any figure. */
  interviewerAt(at: Date): InterviewerData;
  /** Creates the interviewer (and its company if that waited too) at `at`, with these fields on top; counts it. */
  write(tx: Transaction, at: Date, interviewerFields: Partial<InterviewerData>): void;
};

/**
 * Inside a transaction, before any write: the interviewer at `interviewerId` if it is still pending, as
 * `naming` (the author of the review that publishes it) names them, with what its company needs; null if
 * it is not pending (public, or gone). `naming` null (a review written before reviews kept their naming):
 * as the waiting document names them.
 */
export async function readInterviewerToPublish(
  tx: Transaction,
  interviewerId: string,
  naming: InterviewerNaming | null,
): Promise<InterviewerToPublish | null> {
  const waiting = await readPending(tx, INTERVIEWERS, interviewerId);
  if (!waiting) return null;
  const made = waiting.data.data as InterviewerData;
  const named = naming ?? interviewerNamingOf(made);
  const company = await tx.get<CompanyData>(COMPANIES, made.companyId);
  const pendingCompany = company ? null : await readPending(tx, COMPANIES, made.companyId);
  // Its company may have been made public meanwhile by someone adding it by hand, in their own spelling:
  // the interviewer carries the name it is public under (names never change).
  const companyName = company ? company.data.name : named.companyName;
  const iv: InterviewerData = {
    ...made,
    ...named,
    tags: [...named.tags],
    searchTokens: prefixTokens(named.name),
    companyName,
    companyTokens: prefixTokens(companyName),
  };
  const interviewerAt = (at: Date): InterviewerData => ({ ...iv, createdAt: at });
  return {
    interviewer: { id: interviewerId, data: iv },
    interviewerAt,
    write(writer, at, interviewerFields) {
      // What a new interviewer changes on its company (addInterviewer): one more in the directory's count.
      if (company) {
        writer.update(COMPANIES, company.id, { totalInterviewers: FieldValue.increment(1) });
      } else if (pendingCompany) {
        const data = pendingCompany.data.data as CompanyData;
        // Dated from now: its creation day would say when its review was written.
        publishPending(writer, pendingCompany, {
          ...data,
          ...companyNamed(companyName),
          createdAt: at,
          totalInterviewers: interviewerCount(data) + 1,
        });
      }
      publishPending(writer, waiting, { ...interviewerAt(at), ...interviewerFields });
    },
  };
}

/**
 * Inside a transaction, before any write: when a review of a pending interviewer is deleted, the write
 * that lets go of it (and, with its last waiting review, of the company made only for it); null if the
 * interviewer is not pending.
 */
export async function readInterviewerRelease(
  tx: Transaction,
  interviewerId: string,
): Promise<((tx: Transaction) => void) | null> {
  const waiting = await readPending(tx, INTERVIEWERS, interviewerId);
  if (!waiting) return null;
  const last = waiting.data.holders <= 1;
  const company = last
    ? await readPending(tx, COMPANIES, (waiting.data.data as InterviewerData).companyId)
    : null;
  return (writer) => {
    releasePending(writer, waiting);
    if (company) releasePending(writer, company);
  };
}
