// The claim, dashboard and claim-moderation calls (issue 17). Request and answer types come from the contract.

import type {
  ClaimDecisionRequest,
  ClaimRequest,
  DomainRequest,
  VerifyClaimRequest,
} from '@contract/claim-requests';
import type {
  ClaimSubjectKind,
  CompanyClaimStatus,
  CompanyDomainAnswer,
  ManagerClaimAnswer,
  ManagerClaimStatus,
  ModeratedManagerClaim,
  ModeratedManagerClaimAnswer,
  ModeratedManagerClaims,
  MyManagerClaims,
} from '@contract/claims';
import type { ManagerDashboard } from '@contract/dashboard';
import type { ResponseRequest } from '@contract/response-requests';
import type { ReviewResponseAnswer } from '@contract/responses';
import type { CompanyPage, ManagerProfile } from '@contract/subjects';
import { api } from '@/lib/api-client';
import { NEWEST_FIRST, withOrder } from '@/lib/review-order';
import { pagePath } from '@/lib/review-pages';

export type { ClaimSubjectKind };

/** Where each kind of claim is asked for: /managers/{id}/claim, /companies/{id}/claim. */
const CLAIM_BASES: Record<ClaimSubjectKind, string> = { manager: '/managers', company: '/companies' };
const claimPath = (subjectId: string, kind: ClaimSubjectKind = 'manager') =>
  `${CLAIM_BASES[kind]}/${encodeURIComponent(subjectId)}/claim`;

/** The status's key for useAsyncData (the claim page and the profile's link share it). */
export const claimStatusKey = (kind: ClaimSubjectKind, subjectId: string) =>
  kind === 'manager' ? `claim-${subjectId}` : `claim-${kind}-${subjectId}`;

/** A claim's status, whichever its kind: `claimed`, `mine` and `verifiedDomains` are the same. */
export type ClaimStatus = ManagerClaimStatus | CompanyClaimStatus;

export function fetchClaimStatus(
  subjectId: string,
  signal?: AbortSignal,
  kind: ClaimSubjectKind = 'manager',
): Promise<ClaimStatus> {
  return api(claimPath(subjectId, kind), { auth: 'required', signal });
}

export type ClaimProof = ClaimRequest;

export function requestClaim(
  subjectId: string,
  proof: ClaimProof,
  idempotencyKey: string,
  kind: ClaimSubjectKind = 'manager',
) {
  return api<ManagerClaimAnswer>(claimPath(subjectId, kind), {
    method: 'POST',
    auth: 'required',
    idempotencyKey,
    body: proof,
  });
}

export function verifyClaim(
  subjectId: string,
  workEmail: string,
  code: string,
  idempotencyKey: string,
  kind: ClaimSubjectKind = 'manager',
) {
  return api<ManagerClaimAnswer>(`${claimPath(subjectId, kind)}/verify`, {
    method: 'POST',
    auth: 'required',
    idempotencyKey,
    body: { workEmail, code } satisfies VerifyClaimRequest,
  });
}

export function withdrawClaim(subjectId: string, idempotencyKey: string, kind: ClaimSubjectKind = 'manager') {
  return api<ManagerClaimAnswer>(`${claimPath(subjectId, kind)}/withdraw`, {
    method: 'POST',
    auth: 'required',
    idempotencyKey,
  });
}

export async function fetchMyClaims(signal?: AbortSignal) {
  return (await api<MyManagerClaims>('/manager-claims/mine', { auth: 'required', signal })).claims;
}

export function fetchDashboard(managerId: string, signal?: AbortSignal): Promise<ManagerDashboard> {
  return api(`/managers/${encodeURIComponent(managerId)}/dashboard`, { auth: 'required', signal });
}

export async function fetchModeratedClaims(
  view: 'pending' | 'active',
  signal?: AbortSignal,
): Promise<ModeratedManagerClaim[]> {
  return (await api<ModeratedManagerClaims>(`/moderation/claims?view=${view}`, { auth: 'required', signal }))
    .claims;
}

export function decideClaim(
  claimId: string,
  decision: 'approve' | 'reject' | 'revoke',
  reason: string,
  idempotencyKey: string,
) {
  return api<ModeratedManagerClaimAnswer>(`/moderation/claims/${encodeURIComponent(claimId)}/${decision}`, {
    method: 'POST',
    auth: 'required',
    idempotencyKey,
    body: { reason: reason.trim() } satisfies ClaimDecisionRequest,
  });
}

export function verifyDomain(companyId: string, domain: string, reason: string, idempotencyKey: string) {
  return api<CompanyDomainAnswer>(`/moderation/companies/${encodeURIComponent(companyId.trim())}/domains`, {
    method: 'POST',
    auth: 'required',
    idempotencyKey,
    body: { domain: domain.trim(), reason: reason.trim() } satisfies DomainRequest,
  });
}

/** Where each kind of review is answered: the claimed manager's, or the company account's. */
const RESPONSE_BASES: Record<ClaimSubjectKind, string> = {
  manager: '/manager-reviews',
  company: '/company-reviews',
};
const responsePath = (reviewId: string, kind: ClaimSubjectKind) =>
  `${RESPONSE_BASES[kind]}/${encodeURIComponent(reviewId)}/response`;

/** PUT /api/{manager,company}-reviews/{id}/response: the claimant's public response, created or replaced. */
export function putReviewResponse(
  reviewId: string,
  body: ResponseRequest,
  idempotencyKey: string,
  kind: ClaimSubjectKind = 'manager',
) {
  return api<ReviewResponseAnswer>(responsePath(reviewId, kind), {
    method: 'PUT',
    auth: 'required',
    idempotencyKey,
    body,
  });
}

/** DELETE /api/{manager,company}-reviews/{id}/response. */
export function deleteReviewResponse(
  reviewId: string,
  idempotencyKey: string,
  kind: ClaimSubjectKind = 'manager',
) {
  return api<{ _id: string; message: string }>(responsePath(reviewId, kind), {
    method: 'DELETE',
    auth: 'required',
    idempotencyKey,
  });
}

/**
 * Whom a claim is about, to name them on the claim page: the subject's public answer, asked as its own page
 * asks for it (so the service worker usually has it already). `line` is the role and workplace, or the tagline.
 */
export async function fetchClaimSubject(
  subjectId: string,
  kind: ClaimSubjectKind,
  signal?: AbortSignal,
): Promise<{ name: string; line: string }> {
  const id = encodeURIComponent(subjectId);
  if (kind === 'company') {
    const { company } = await api<CompanyPage>(`/companies/search/company/_/${id}`, { signal });
    return { name: company.name, line: company.tagline };
  }
  const { manager } = await api<ManagerProfile>(pagePath(withOrder(`/managers/${id}`, NEWEST_FIRST), null), {
    signal,
  });
  return {
    name: manager.name,
    line: [manager.position, manager.company?.name].filter(Boolean).join(' at '),
  };
}
