// An interviewer made by "Rate an interviewer" for a review that waits for its moment stays out of the
// public collections with the company made with it (shared/pending-subjects.ts) until that review appears.
// Here: making the two public in the transaction that publishes the review (or that adds the interviewer
// by hand), and letting them go when its last waiting review is deleted. The manager's twin:
// managers/pending-managers.ts.
import { type Doc, FieldValue, type Transaction } from '../../store/document-store.ts';
import { COMPANIES, type CompanyData, interviewerCount } from '../companies/company.ts';
import { publishPending, readPending, releasePending } from '../shared/pending-subjects.ts';
import { prefixTokens } from '../text/search-tokens.ts';
import { INTERVIEWERS, type InterviewerData } from './interviewer.ts';

export type InterviewerToPublish = {
  /** The interviewer as it waits (its figures are computed from this). */
  interviewer: Doc<InterviewerData>;
  /** The interviewer's document as it appears at `at`, before any figure. */
  interviewerAt(at: Date): InterviewerData;
  /** Creates the interviewer (and its company if that waited too) at `at`, with these fields on top; counts it. */
  write(tx: Transaction, at: Date, interviewerFields: Partial<InterviewerData>): void;
};

/**
 * Inside a transaction, before any write: the interviewer at `interviewerId` if it is still pending, with
 * what its company needs; null if it is not pending (public, or gone).
 */
export async function readInterviewerToPublish(
  tx: Transaction,
  interviewerId: string,
): Promise<InterviewerToPublish | null> {
  const waiting = await readPending(tx, INTERVIEWERS, interviewerId);
  if (!waiting) return null;
  const made = waiting.data.data as InterviewerData;
  const company = await tx.get<CompanyData>(COMPANIES, made.companyId);
  const pendingCompany = company ? null : await readPending(tx, COMPANIES, made.companyId);
  // Its company may have been made public meanwhile by someone adding it by hand, in their own spelling:
  // the interviewer carries the name it is public under (names never change).
  const iv: InterviewerData = company
    ? { ...made, companyName: company.data.name, companyTokens: prefixTokens(company.data.name) }
    : made;
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
