// The operations of issue 17 (claimed manager profiles, their dashboards and public responses), for
// the OpenAPI document; listed in OPERATIONS (operations.ts).
import {
  claimAnswerSchema,
  claimStatusSchema,
  companyDomainAnswerSchema,
  companyDomainsSchema,
  moderatedClaimAnswerSchema,
  moderatedClaimsSchema,
  myClaimsSchema,
} from '../../contract/claims.ts';
import { dashboardSchema } from '../../contract/dashboard.ts';
import { responseBody } from '../../contract/response-requests.ts';
import { responseAnswerSchema } from '../../contract/responses.ts';
import { deletedReviewSchema } from '../../contract/reviews.ts';
import { claimBody, claimParam, verifyClaimBody } from '../routes/manager-claims.ts';
import {
  claimDecisionBody,
  claimIdParam,
  claimsQuery,
  companyIdParam,
  domainBody,
} from '../routes/moderation-claims.ts';
import { responseParam } from '../routes/review-responses.ts';
import type { Operation } from './operation.ts';

const ok = (description: string, schema: import('zod').ZodType) => ({ description, schema });

export const CLAIM_OPERATIONS: Operation[] = [
  {
    method: 'put',
    path: '/manager-reviews/{id}/response',
    summary: 'Respond publicly to a review of your claimed manager profile',
    description:
      'Only the active claimant of the review’s manager profile (403 for anyone else, a pending claim included). One response per review: the first PUT creates it (201), later ones replace it (200). Screened like a review: contact details are refused (400), profanity holds it for a moderator (status "pending review", seen only by you and moderators). The first time it is published, the reviewer is told by email; you never learn who they are.',
    tag: 'Manager claims',
    auth: 'required',
    idempotent: true,
    params: responseParam,
    body: responseBody,
    answers: {
      200: ok('The response, replaced.', responseAnswerSchema),
      201: ok('The response, created.', responseAnswerSchema),
    },
    errors: [400, 403, 404],
  },
  {
    method: 'delete',
    path: '/manager-reviews/{id}/response',
    summary: 'Delete your public response to a review',
    tag: 'Manager claims',
    auth: 'required',
    idempotent: true,
    params: responseParam,
    answers: { 200: ok('Deleted.', deletedReviewSchema) },
    errors: [403, 404],
  },
  {
    method: 'get',
    path: '/managers/{id}/claim',
    summary: 'Whether a manager profile is claimed, and your claim on it',
    tag: 'Manager claims',
    auth: 'required',
    params: claimParam,
    answers: { 200: ok('The claim status.', claimStatusSchema) },
    errors: [404],
  },
  {
    method: 'post',
    path: '/managers/{id}/claim',
    summary: 'Claim a manager profile',
    description:
      'Proof by a code mailed to a work address at a domain the company has verified ({method: "code", workEmail}; the answer is the same for every address), or by evidence a moderator judges ({method: "evidence", evidence}). Five requests per account a day; one code mail per address a minute.',
    tag: 'Manager claims',
    auth: 'required',
    idempotent: true,
    params: claimParam,
    body: claimBody,
    answers: { 202: ok('The claim, waiting for its code or a moderator.', claimAnswerSchema) },
    errors: [404, 409, 429],
  },
  {
    method: 'post',
    path: '/managers/{id}/claim/verify',
    summary: 'Complete a claim with the code from the work address',
    description:
      'A wrong, used or missing code is one answer with the tries left for this account and client. 409 when another claim won the profile first.',
    tag: 'Manager claims',
    auth: 'required',
    idempotent: true,
    params: claimParam,
    body: verifyClaimBody,
    answers: { 200: ok('The claim, now active.', claimAnswerSchema) },
    errors: [404, 409, 429],
  },
  {
    method: 'post',
    path: '/managers/{id}/claim/withdraw',
    summary: 'Withdraw your claim',
    tag: 'Manager claims',
    auth: 'required',
    idempotent: true,
    params: claimParam,
    answers: { 200: ok('The claim, withdrawn.', claimAnswerSchema) },
    errors: [404, 409],
  },
  {
    method: 'get',
    path: '/managers/{id}/dashboard',
    summary: 'The claimant’s improvement dashboard',
    description:
      'Only the manager who claimed the profile (and moderators). Trends by quarter per aspect, percentiles against the company and all managers, themes, the change since the last period and the published reviews; every figure rests on at least 5 published reviews.',
    tag: 'Manager claims',
    auth: 'required',
    params: claimParam,
    answers: { 200: ok('The dashboard.', dashboardSchema) },
    errors: [403, 404],
  },
  {
    method: 'get',
    path: '/manager-claims/mine',
    summary: 'Your claims',
    tag: 'Manager claims',
    auth: 'required',
    answers: { 200: ok('Newest first.', myClaimsSchema) },
  },
  {
    method: 'get',
    path: '/moderation/claims',
    summary: 'Claims to decide, or active ones',
    tag: 'Moderation',
    auth: 'moderator',
    query: claimsQuery,
    answers: { 200: ok('Claims, newest first.', moderatedClaimsSchema) },
  },
  ...(['approve', 'reject', 'revoke'] as const).map(
    (decision): Operation => ({
      method: 'post',
      path: `/moderation/claims/{claimId}/${decision}`,
      summary: `${decision[0]?.toUpperCase()}${decision.slice(1)} a manager-profile claim`,
      tag: 'Moderation',
      auth: 'moderator',
      idempotent: true,
      params: claimIdParam,
      body: claimDecisionBody,
      answers: { 200: ok('The claim as it now stands.', moderatedClaimAnswerSchema) },
      errors: [404, 409],
    }),
  ),
  {
    method: 'get',
    path: '/moderation/companies/{id}/domains',
    summary: 'A company’s verified mail domains',
    tag: 'Moderation',
    auth: 'moderator',
    params: companyIdParam,
    answers: { 200: ok('Domains.', companyDomainsSchema) },
    errors: [404],
  },
  {
    method: 'post',
    path: '/moderation/companies/{id}/domains',
    summary: 'Verify a mail domain for a company',
    description: 'Once per domain; public mail services are refused. 409 when another company has it.',
    tag: 'Moderation',
    auth: 'moderator',
    idempotent: true,
    params: companyIdParam,
    body: domainBody,
    answers: {
      201: ok('Verified.', companyDomainAnswerSchema),
      200: ok('It was already verified for this company.', companyDomainAnswerSchema),
    },
    errors: [404, 409],
  },
];
