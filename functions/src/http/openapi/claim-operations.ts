// The operations of issue 17 (claimed manager profiles and company accounts, dashboards, public responses), for
// the OpenAPI document; listed in OPERATIONS (operations.ts).
import {
  claimAnswerSchema,
  claimStatusSchema,
  companyClaimStatusSchema,
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
import {
  MAX_PENDING_EVIDENCE_CLAIMS_PER_ACCOUNT,
  MAX_PENDING_EVIDENCE_CLAIMS_PER_SUBJECT,
} from '../../domain/claims/profile-claims.ts';
import { DEFAULT_DAILY_LIMITS } from '../../rate-limit/daily-limits.ts';
import {
  claimDecisionBody,
  claimIdParam,
  claimsQuery,
  companyIdParam,
  domainBody,
} from '../routes/moderation-claims.ts';
import {
  CLAIM_CODE_MAILS_PER_ADDRESS,
  CLAIM_CODE_MAILS_PER_ADDRESS_MESSAGE,
  CLAIM_CODE_MAILS_PER_INBOX_AND_ACCOUNT,
  CLAIM_CODE_MAILS_PER_INBOX_AND_ACCOUNT_MESSAGE,
  claimBody,
  claimParam,
  verifyClaimBody,
} from '../routes/profile-claims.ts';
import { responseParam } from '../routes/review-responses.ts';
import { type Operation, ok } from './operation.ts';

/** What the responses' operations say of each kind of review, and who answers it. */
const RESPONDERS = {
  manager: {
    base: '/manager-reviews',
    of: 'your claimed manager profile',
    who: 'active claimant of the review’s manager profile',
    tag: 'Manager claims',
  },
  company: {
    base: '/company-reviews',
    of: 'your verified company',
    who: 'verified account of the review’s company',
    tag: 'Company accounts',
  },
} as const;

const responseOperations = (kind: keyof typeof RESPONDERS): Operation[] => {
  const r = RESPONDERS[kind];
  return [
    {
      method: 'put',
      path: `${r.base}/{id}/response`,
      summary: `Respond publicly to a review of ${r.of}`,
      description: `Only the ${r.who} (403 for anyone else, a pending claim or a claim of the other kind included; 404 for an unknown or unpublished review). One response per review: the first PUT creates it (201), later ones replace it (200). Screened like a review: contact details are refused (400), and so is any web address however written ("acme.io", "acme dot dev", "acme[.]app", "acme·dev", "acme .dev", "acme,dev", an IPv4 address, with zero-width characters dropped: 400 quoting it; the reviewer is mailed to read the response, and a link made for them would tell its owner who visited), profanity holds it for a moderator (status "pending review", seen only by you and moderators). The first time it is published, the reviewer is told by email (once per review, whatever is deleted and written again); you never learn who they are. Replacing, deleting, or writing again a response counts against the account's ${DEFAULT_DAILY_LIMITS.edits.limit} changes a day (429 past it); the first answer to a review counts nothing.`,
      tag: r.tag,
      auth: 'required',
      idempotent: true,
      params: responseParam,
      body: responseBody,
      answers: {
        200: ok('The response, replaced.', responseAnswerSchema),
        201: ok('The response, created.', responseAnswerSchema),
      },
      errors: [400, 403, 404, 429],
    },
    {
      method: 'delete',
      path: `${r.base}/{id}/response`,
      summary: 'Delete your public response to a review',
      description:
        'A response deleted while it was not published (held, hidden by reports or removed by a moderator) ' +
        'leaves that decision behind: the next response to the same review waits for a moderator ' +
        '(status "pending review") instead of being published at once.',
      tag: r.tag,
      auth: 'required',
      idempotent: true,
      params: responseParam,
      answers: { 200: ok('Deleted.', deletedReviewSchema) },
      errors: [403, 404, 429],
    },
  ];
};

/** What the claim operations say of each subject. */
const CLAIMED = {
  manager: {
    base: '/managers',
    what: 'a manager profile',
    status: claimStatusSchema,
    tag: 'Manager claims',
  },
  company: {
    base: '/companies',
    what: 'a company’s verified account (it answers the company’s reviews)',
    status: companyClaimStatusSchema,
    tag: 'Company accounts',
  },
} as const;

const claimOperations = (kind: keyof typeof CLAIMED): Operation[] => {
  const k = CLAIMED[kind];
  return [
    {
      method: 'get',
      path: `${k.base}/{id}/claim`,
      summary: `Whether ${k.what} is claimed, and your claim on it`,
      tag: k.tag,
      auth: 'required',
      params: claimParam,
      answers: { 200: ok('The claim status.', k.status) },
      errors: [404],
    },
    {
      method: 'post',
      path: `${k.base}/{id}/claim`,
      summary: `Claim ${k.what}`,
      description: `Proof by a code mailed to a work address at a domain the company has verified ({method: "code", workEmail}; the answer is the same for every address), or by evidence a moderator judges ({method: "evidence", evidence}). For a manager profile the address must name the manager, and no other of the company's managers (a 400 that points to evidence otherwise, nothing mailed; an account has its address compared with them 20 times a day, then a 429). One claimant at a time (409 while another holds it). At most ${MAX_PENDING_EVIDENCE_CLAIMS_PER_ACCOUNT} evidence claims of an account and ${MAX_PENDING_EVIDENCE_CLAIMS_PER_SUBJECT} of a profile or company wait for a moderator at once: beyond, a 409 that says which ("You have ${MAX_PENDING_EVIDENCE_CLAIMS_PER_ACCOUNT} claims waiting for a moderator. …", "This profile has ${MAX_PENDING_EVIDENCE_CLAIMS_PER_SUBJECT} claims waiting for a moderator. …"); asking again for your own waiting claim replaces it, and evidence asked again within a week of a moderator turning it down is a 409 ("A moderator turned down your claim with evidence. …"). Five requests per account a day; one code mail per inbox a minute; ${CLAIM_CODE_MAILS_PER_INBOX_AND_ACCOUNT.limit} code mails per inbox (the address without its +tag) a day for one account ("${CLAIM_CODE_MAILS_PER_INBOX_AND_ACCOUNT_MESSAGE}") and ${CLAIM_CODE_MAILS_PER_ADDRESS.limit} per inbox a day whichever accounts ask ("${CLAIM_CODE_MAILS_PER_ADDRESS_MESSAGE}"), counted only when the claim is written: past them a 429 with Retry-After`,
      tag: k.tag,
      auth: 'required',
      idempotent: true,
      params: claimParam,
      body: claimBody,
      answers: { 202: ok('The claim, waiting for its code or a moderator.', claimAnswerSchema) },
      errors: [404, 409, 429],
    },
    {
      method: 'post',
      path: `${k.base}/{id}/claim/verify`,
      summary: 'Complete a claim with the code from the work address',
      description:
        'A wrong, used or missing code is one answer with the tries left for this account and client. 409 when another claim won first.',
      tag: k.tag,
      auth: 'required',
      idempotent: true,
      params: claimParam,
      body: verifyClaimBody,
      answers: { 200: ok('The claim, now active.', claimAnswerSchema) },
      errors: [404, 409, 429],
    },
    {
      method: 'post',
      path: `${k.base}/{id}/claim/withdraw`,
      summary: 'Withdraw your claim',
      tag: k.tag,
      auth: 'required',
      idempotent: true,
      params: claimParam,
      answers: { 200: ok('The claim, withdrawn.', claimAnswerSchema) },
      errors: [404, 409],
    },
  ];
};

export const CLAIM_OPERATIONS: Operation[] = [
  ...responseOperations('manager'),
  ...responseOperations('company'),
  ...claimOperations('manager'),
  ...claimOperations('company'),
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
    summary: 'Your claims (manager profiles and company accounts)',
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
      summary: `${decision[0]?.toUpperCase()}${decision.slice(1)} a claim (manager profile or company account)`,
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
