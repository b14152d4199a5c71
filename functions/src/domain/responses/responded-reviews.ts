// Which reviews can be answered in public (issue 17 item 3), and what differs between them: a
// manager review is answered by the manager who claimed the profile, a company review by the
// company's verified account. The response mechanism (review-responses.ts) is one; this says where
// each kind's reviews are, which field names their subject, and who may answer.
import type { DocData, Transaction } from '../../store/document-store.ts';
import type { ClaimSubjectKind } from '../claims/claim-subjects.ts';
import { COMPANIES, type CompanyData } from '../companies/company.ts';
import { COMPANY_REVIEWS } from '../company-reviews/company-review.ts';
import { MANAGERS, type ManagerData } from '../managers/manager.ts';
import { MANAGER_REVIEWS } from '../managers/manager-review.ts';
import type { Moderatable } from '../moderation/review-state.ts';

/** The kinds of review a response answers: the same kinds as the claims that give the right to answer. */
export const RESPONDED_KINDS = ['manager', 'company'] as const satisfies readonly ClaimSubjectKind[];
export type RespondedKindName = (typeof RESPONDED_KINDS)[number];

/** What a response needs of the review it answers (manager and company reviews both have it). */
export type RespondedReview = Moderatable &
  DocData & { rating: number; createdAt: Date; voteSalt?: string; managerId?: string; companyId: string };

export type SubjectName = { name: string; slug?: string };

export type RespondedKind = {
  name: RespondedKindName;
  /** The answered reviews' collection. */
  reviews: string;
  /** The field naming the subject: on the review, and on the response (one of the two per response). */
  subjectField: 'managerId' | 'companyId';
  /** The subjects' collection (the manager or the company answering). */
  subjects: string;
  /** The subject's name (and a company's slug, for its canonical link), from its document (null: gone). */
  nameOf(subject: DocData | null): SubjectName;
  notTheClaimantMessage: string;
  /** "Public response from the manager": the moderators' label of the response. */
  moderationLabel: string;
};

export const RESPONDED: Record<RespondedKindName, RespondedKind> = {
  manager: {
    name: 'manager',
    reviews: MANAGER_REVIEWS,
    subjectField: 'managerId',
    subjects: MANAGERS,
    nameOf: (subject) => ({ name: (subject as ManagerData | null)?.name ?? 'The manager' }),
    notTheClaimantMessage: 'Only the manager who claimed this profile may respond to its reviews.',
    moderationLabel: 'Public response from the manager to review',
  },
  company: {
    name: 'company',
    reviews: COMPANY_REVIEWS,
    subjectField: 'companyId',
    subjects: COMPANIES,
    nameOf: (subject) => {
      const company = subject as CompanyData | null;
      return company ? { name: company.name, slug: company.slug } : { name: 'The company' };
    },
    notTheClaimantMessage: "Only the company's verified account may respond to its reviews.",
    moderationLabel: 'Public response from the company to review',
  },
};

/** The subject's id on a review of this kind. */
export function subjectIdOfReview(kind: RespondedKind, review: RespondedReview): string {
  return (review[kind.subjectField] as string | undefined) ?? '';
}

/** The subject's name inside a transaction (for the reviewer's mail). */
export async function subjectName(
  tx: Pick<Transaction, 'get'>,
  kind: RespondedKind,
  id: string,
): Promise<SubjectName> {
  return kind.nameOf((await tx.get(kind.subjects, id))?.data ?? null);
}
