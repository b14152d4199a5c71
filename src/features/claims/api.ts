// The claim, dashboard and claim-moderation calls (issue 17). Request and answer types come from the contract.

import type {
  ClaimDecisionRequest,
  ClaimRequest,
  DomainRequest,
  VerifyClaimRequest,
} from '@contract/claim-requests';
import type {
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
import { api } from '@/lib/api-client';

const claimPath = (managerId: string) => `/managers/${encodeURIComponent(managerId)}/claim`;

export function fetchClaimStatus(managerId: string, signal?: AbortSignal): Promise<ManagerClaimStatus> {
  return api(claimPath(managerId), { auth: 'required', signal });
}

export type ClaimProof = ClaimRequest;

export function requestClaim(managerId: string, proof: ClaimProof, idempotencyKey: string) {
  return api<ManagerClaimAnswer>(claimPath(managerId), {
    method: 'POST',
    auth: 'required',
    idempotencyKey,
    body: proof,
  });
}

export function verifyClaim(managerId: string, workEmail: string, code: string, idempotencyKey: string) {
  return api<ManagerClaimAnswer>(`${claimPath(managerId)}/verify`, {
    method: 'POST',
    auth: 'required',
    idempotencyKey,
    body: { workEmail, code } satisfies VerifyClaimRequest,
  });
}

export function withdrawClaim(managerId: string, idempotencyKey: string) {
  return api<ManagerClaimAnswer>(`${claimPath(managerId)}/withdraw`, {
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

const responsePath = (reviewId: string) => `/manager-reviews/${encodeURIComponent(reviewId)}/response`;

/** PUT /api/manager-reviews/{id}/response: the claimant's public response, created or replaced. */
export function putReviewResponse(reviewId: string, body: ResponseRequest, idempotencyKey: string) {
  return api<ReviewResponseAnswer>(responsePath(reviewId), {
    method: 'PUT',
    auth: 'required',
    idempotencyKey,
    body,
  });
}

/** DELETE /api/manager-reviews/{id}/response. */
export function deleteReviewResponse(reviewId: string, idempotencyKey: string) {
  return api<{ _id: string; message: string }>(responsePath(reviewId), {
    method: 'DELETE',
    auth: 'required',
    idempotencyKey,
  });
}
