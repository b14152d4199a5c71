// Every operation of the API (SPEC.md section 7 and what we added), for the OpenAPI document. The
// request bodies are the contract's (functions/src/contract/*-requests.ts, which the routes validate
// with), the parameters and queries the routes' own (exported from their files); a test fails when a route exists
// that is not listed here, or the other way round (test/api/http/openapi.contract.test.ts).

import { z } from 'zod';
import {
  accountDeletionBody,
  moderationActionBody as actionBody,
  contactBody,
  forgotBody,
  geocodeBody,
  loginBody,
  passwordBody,
  registerBody,
  renameBody,
  reportBody,
  resendBody,
  resetBody,
  verifyBody,
} from '../../contract/account-requests.ts';
import {
  accountDeletionSchema,
  eligibilitySchema,
  geocodeAnswerSchema,
  geocodeScriptSchema,
  loginAnswerSchema,
  mailSchema,
  messageSchema,
  moderationLogSchema,
  moderationOutcomeSchema,
  pingSchema,
  profileSchema,
  queueSchema,
  reportAnswerSchema,
} from '../../contract/accounts.ts';
import { oembedSchema } from '../../contract/embeds.ts';
import { idField } from '../../contract/ids.ts';
import { homepageContentSchema } from '../../contract/latest-reviews.ts';
import {
  companyReviewSubmitBody as companyReviewBody,
  companyReviewUpdateBody as companyReviewUpdate,
  interviewerReviewBody,
  interviewerReviewUpdateBody as interviewerReviewUpdate,
  managerReviewSubmitBody as managerReviewBody,
  managerReviewUpdateBody as managerReviewUpdate,
} from '../../contract/review-requests.ts';
import {
  companyReviewSchema,
  interviewerReviewSchema,
  managerReviewSchema,
  myCompanyReviewItemSchema,
  myManagerReviewItemSchema,
  myReviewItemSchema,
  reviewContextSchema,
  submittedCompanyReviewSchema,
} from '../../contract/reviews.ts';
import {
  newBranchBody as branchBody,
  newCompanyBody as companyBody,
  newDepartmentBody as departmentBody,
  newInterviewerBody as interviewerBody,
  newManagerBody as managerBody,
  rateManagerBody as rateBody,
  rateInterviewerBody,
} from '../../contract/subject-requests.ts';
import {
  branchSchema,
  companyLocationSchema,
  companyPageSchema,
  companySchema,
  departmentPageSchema,
  departmentSchema,
  interviewerProfileSchema,
  interviewerSchema,
  managerDetailsSchema,
  managerProfileSchema,
  managerSummarySchema,
  rateInterviewerAnswerSchema,
  rateManagerAnswerSchema,
  savedInterviewersSchema,
  savedStateSchema,
} from '../../contract/subjects.ts';
import { DEFAULT_DAILY_LIMITS } from '../../rate-limit/daily-limits.ts';
import { NEXT_CURSOR_HEADER } from '../interviewer-fields.ts';
import { voteParam as reviewVoteParam } from '../review-votes.ts';
import { listQuery as branchQuery } from '../routes/branches.ts';
import { listQuery as companyQuery } from '../routes/companies.ts';
import { directoryAnswer, directoryLettersAnswer, directoryQuery } from '../routes/company-directory.ts';
import {
  companyParam,
  reviewParam as companyReviewParam,
  listQuery as companyReviewQuery,
} from '../routes/company-reviews.ts';
import { listQuery as departmentQuery } from '../routes/departments.ts';
import { mailboxQuery } from '../routes/dev-mailbox.ts';
import { oembedQuery, widgetParam, widgetQuery } from '../routes/embeds.ts';
import {
  companyInsightsAnswer,
  companyInsightsParams,
  signalAnswer,
  signalParams,
  signalsQuery,
  themeReviewsAnswer,
  themeReviewsQuery,
  themesAnswer,
  themesParams,
} from '../routes/insights-schemas.ts';
import { voteParam as interviewerVoteParam } from '../routes/interviewer-review-votes.ts';
import {
  reviewParam as interviewerReviewParam,
  listQuery as interviewerReviewQuery,
} from '../routes/interviewer-reviews.ts';
import {
  listQuery as interviewerQuery,
  searchQuery as interviewerSearchQuery,
} from '../routes/interviewers.ts';
import { reviewParam as managerReviewParam } from '../routes/manager-reviews.ts';
import {
  anywhereQuery,
  profileQuery as managerProfileQuery,
  searchQuery as managerSearchQuery,
} from '../routes/managers.ts';
import { logQuery, reviewParam as moderationParam, queueQuery } from '../routes/moderation.ts';
import { subjectParam } from '../routes/review-context.ts';
import { savedParam } from '../routes/saved-interviewers.ts';
import { siteSearchAnswer, siteSearchQuery } from '../routes/site-search.ts';
import { CLAIM_OPERATIONS } from './claim-operations.ts';
import { type Operation, ok } from './operation.ts';
import { assetParam } from './reference-assets.ts';
import { ownReviewOperations, type ReviewKindDoc, voteOperations } from './review-operations.ts';

/** Said of every way to write a new review: when it appears publicly. */
const NOT_PUBLIC_AT_ONCE =
  'Where a publication delay is configured (production: RMI_PUBLISH_DELAY_HOURS, default 1-24), the new review ' +
  'appears publicly at a random moment of that window, not at once: until then it answers status "scheduled", ' +
  'is shown to its author alone and counts in no figure. The moment itself is never answered. Once public, ' +
  'its public dates (createdAt, and updatedAt for an edit made while it waited) are the day it appeared; ' +
  'its author still sees when they wrote it.';

const MADE_FOR_A_WAITING_REVIEW =
  'Where a publication delay is configured, a profile this call creates (company, branch, department, manager; ' +
  'company, interviewer) ' +
  'waits with the review: it is public when the review appears, and until then every public read answers as for ' +
  'an id or a name that never existed (its author sees it in their own reviews). A second call naming the same ' +
  'person meanwhile joins the waiting profile, and its answer says "created" for it, as for a name nobody had ' +
  'used: nothing tells a caller that someone else is writing about this person.';

/** What POST /companies, /branches, /departments and /managers answer for a name a waiting review made. */
const ADDED_WHILE_WAITING =
  'A name made only for a review that still waits (see Rate a manager, Rate an interviewer) is answered as a new one (201) and is ' +
  'public from this call on.';

const idParam = z.object({ id: idField });
const paged = {
  [NEXT_CURSOR_HEADER]: 'The cursor of the next page (absent on the last); send it back as ?cursor=.',
};
const totalCount = { 'X-Total-Count': 'How many match, over all pages.' };
const created = (what: string, schema: z.ZodType) => ({
  201: ok(
    `The ${what}, created. Each account adds at most ${DEFAULT_DAILY_LIMITS.additions.limit} new profiles a day (429 past it).`,
    schema,
  ),
  200: ok(`The ${what} that already existed (found by its normalised name).`, schema),
});

const INTERVIEWER_REVIEWS: ReviewKindDoc = {
  what: 'interviewer',
  tag: 'Interviewer reviews',
  reviewPath: '/interviewer-reviews/{id}',
  reviewParam: interviewerReviewParam,
  update: interviewerReviewUpdate,
  schema: interviewerReviewSchema,
  votePath: (vote) => `/interviewers/{id}/reviews/{reviewId}/${vote}`,
  voteParam: interviewerVoteParam,
};
const MANAGER_REVIEWS: ReviewKindDoc = {
  what: 'manager',
  tag: 'Manager reviews',
  reviewPath: '/manager-reviews/{id}',
  reviewParam: managerReviewParam,
  update: managerReviewUpdate,
  schema: managerReviewSchema,
  votePath: (vote) => `/manager-reviews/${vote}/{reviewId}`,
  voteParam: reviewVoteParam,
};
const COMPANY_REVIEWS: ReviewKindDoc = {
  what: 'company',
  tag: 'Company reviews',
  reviewPath: '/company-reviews/{id}',
  reviewParam: companyReviewParam,
  update: companyReviewUpdate,
  schema: companyReviewSchema,
  editDescription:
    'The same body as the submit, with its overall rating; the review keeps its company and month.',
  votePath: (vote) => `/company-reviews/${vote}/{reviewId}`,
  voteParam: reviewVoteParam,
};

const INTERVIEWERS: Operation[] = [
  {
    method: 'get',
    path: '/interviewers',
    summary: 'List interviewers',
    description:
      'Without ?page=, a page in name order (?limit=&cursor=, the next page in X-Next-Cursor); with ?page=N, numbered pages and X-Total-Count.',
    tag: 'Interviewers',
    auth: 'none',
    query: interviewerQuery,
    answers: { 200: ok('Interviewers.', z.array(interviewerSchema), { ...paged, ...totalCount }) },
  },
  {
    method: 'get',
    path: '/interviewers/search/{query}',
    summary: 'Search interviewers by name or company',
    tag: 'Interviewers',
    auth: 'none',
    params: z.object({ query: z.string().max(200) }),
    query: interviewerSearchQuery,
    answers: { 200: ok('The matches, best first.', z.array(interviewerSchema), totalCount) },
  },
  {
    method: 'get',
    path: '/interviewers/{id}',
    summary: 'One interviewer',
    tag: 'Interviewers',
    auth: 'none',
    params: idParam,
    answers: { 200: ok('The interviewer.', interviewerProfileSchema) },
    errors: [404],
  },
  {
    method: 'post',
    path: '/interviewers',
    summary: 'Add an interviewer',
    description:
      'Serves both documented payloads: company as a company id, a company name, or {_id} / {name}. ' +
      ADDED_WHILE_WAITING,
    tag: 'Interviewers',
    auth: 'required',
    idempotent: true,
    body: interviewerBody,
    answers: created('interviewer', interviewerSchema),
    errors: [404, 429],
  },
  {
    method: 'get',
    path: '/reviews/rmi',
    summary: 'An interviewer’s reviews',
    description:
      'Newest day first, by id within a day. Whole without ?limit= and ?cursor=; with them, one page and the next page’s cursor in X-Next-Cursor. Personalised (isOwnReview, myVote) when a bearer comes.',
    tag: 'Interviewer reviews',
    auth: 'optional',
    query: interviewerReviewQuery,
    answers: { 200: ok('Reviews.', z.array(interviewerReviewSchema), paged) },
    errors: [404],
  },
  {
    method: 'post',
    path: '/reviews/rmi',
    summary: 'Review an interviewer',
    description: NOT_PUBLIC_AT_ONCE,
    tag: 'Interviewer reviews',
    auth: 'required',
    idempotent: true,
    body: interviewerReviewBody,
    answers: { 201: ok('The review.', interviewerReviewSchema) },
    errors: [403, 404, 409, 429],
  },
  ...ownReviewOperations(INTERVIEWER_REVIEWS),
  {
    method: 'post',
    path: '/rate-interviewer',
    summary: 'Rate an interviewer in one call',
    description:
      'Company (by id, or found or created by name) and interviewer (found by the same name lookup as POST /interviewers, or created) and the review written, all or nothing. Counts one review against the daily allowance of reviews, and each profile it creates against the daily allowance of new profiles (429 when they do not all fit); finding existing ones counts nothing. 404 for a companyId nobody can see; 409 when the caller already reviewed this interviewer. ' +
      NOT_PUBLIC_AT_ONCE +
      ' ' +
      MADE_FOR_A_WAITING_REVIEW,
    tag: 'Interviewer reviews',
    auth: 'required',
    idempotent: true,
    body: rateInterviewerBody,
    answers: { 201: ok('Everything the call found or created.', rateInterviewerAnswerSchema) },
    errors: [403, 404, 409, 429],
  },
  ...voteOperations(INTERVIEWER_REVIEWS),
];

const ACCOUNT_CHANGES_PER_DAY = `New names and new passwords together count against the account's ${DEFAULT_DAILY_LIMITS.accountChanges.limit} changes a day (429 past it); refused ones count nothing.`;

const ACCOUNTS: Operation[] = [
  {
    method: 'post',
    path: '/auth/rmi/register',
    summary: 'Register',
    description:
      'Mails a 6-digit code. The same answer whether or not the address has an account. The password is checked against the rules (400 for a weak one) but not kept: the account cannot be signed in to until verify-otp sets the password.',
    tag: 'Accounts',
    auth: 'none',
    body: registerBody,
    answers: { 201: ok('Registered (or the same answer for an existing address).', messageSchema) },
    errors: [429],
  },
  {
    method: 'post',
    path: '/auth/rmi/verify-otp',
    summary: 'Verify the email address with the code',
    description:
      "Differs from SPEC.md (email, otp): takes the account's password too, with register's rules, and sets it with the verification; register's password never takes effect. Otherwise a stranger who registered someone's address first would be signed in once its owner verified it, and signing in with the password one registered would tell whether an address already had an account. Earlier sessions of the account end. A password that breaks the rules is a 400 that leaves the code valid. The optional name becomes the account's (else the address's local part): register's name, like its password, was anyone's who typed the address.",
    tag: 'Accounts',
    auth: 'none',
    body: verifyBody,
    answers: { 200: ok('Verified.', messageSchema) },
    errors: [429],
  },
  {
    method: 'post',
    path: '/auth/rmi/resend-otp',
    summary: 'Send a new verification code',
    tag: 'Accounts',
    auth: 'none',
    body: resendBody,
    answers: { 200: ok('The same answer for every address.', messageSchema) },
    errors: [429],
  },
  {
    method: 'post',
    path: '/auth/rmi/login',
    summary: 'Sign in',
    description:
      'Answers a Firebase ID token to send as a bearer. A wrong email, a wrong password and an account whose address is not verified yet are one 401.',
    tag: 'Accounts',
    auth: 'none',
    body: loginBody,
    answers: { 200: ok('Signed in.', loginAnswerSchema) },
    errors: [401, 429],
  },
  {
    method: 'post',
    path: '/auth/rmi/forgot-password',
    summary: 'Mail a password reset code',
    tag: 'Accounts',
    auth: 'none',
    body: forgotBody,
    answers: { 200: ok('The same answer for every address.', messageSchema) },
    errors: [429],
  },
  {
    method: 'post',
    path: '/auth/rmi/reset-password',
    summary: 'Reset the password with the code',
    tag: 'Accounts',
    auth: 'none',
    body: resetBody,
    answers: { 200: ok('Reset.', messageSchema) },
    errors: [429],
  },
  {
    method: 'get',
    path: '/user/profile',
    summary: 'Your profile',
    tag: 'Accounts',
    auth: 'required',
    answers: { 200: ok('The profile.', profileSchema) },
    errors: [404],
  },
  {
    method: 'patch',
    path: '/user/profile',
    summary: 'Change your name',
    description: ACCOUNT_CHANGES_PER_DAY,
    tag: 'Accounts',
    auth: 'required',
    body: renameBody,
    answers: { 200: ok('The profile.', profileSchema) },
    errors: [404, 429],
  },
  {
    method: 'post',
    path: '/user/password',
    summary: 'Change your password',
    description: `Needs the current password (403 when it is wrong; wrong ones count against the sign-in limits, 429 beyond them). Signs every session out, this one included. ${ACCOUNT_CHANGES_PER_DAY}`,
    tag: 'Accounts',
    auth: 'required',
    body: passwordBody,
    answers: { 200: ok('Changed.', messageSchema) },
    errors: [404, 429],
  },
  {
    method: 'delete',
    path: '/user/account',
    summary: 'Delete your account',
    description:
      'Needs the current password (403 when it is wrong; wrong ones count against the sign-in limits, 429 beyond them). At once signed out and disabled; erasure finishes here (200) or in the background (202).',
    tag: 'Accounts',
    auth: 'required',
    body: accountDeletionBody,
    errors: [404, 429],
    answers: {
      200: ok('Deleted.', accountDeletionSchema),
      202: ok('Signed out; erasure continues in the background.', accountDeletionSchema),
    },
  },
  {
    method: 'get',
    path: '/user/my-reviews',
    summary: 'Your interviewer reviews',
    tag: 'My reviews',
    auth: 'required',
    answers: { 200: ok('Newest first.', z.array(myReviewItemSchema)) },
  },
  {
    method: 'get',
    path: '/user/my-reviews/managers',
    summary: 'Your manager reviews',
    tag: 'My reviews',
    auth: 'required',
    answers: { 200: ok('Newest first.', z.array(myManagerReviewItemSchema)) },
  },
  {
    method: 'get',
    path: '/user/my-reviews/companies',
    summary: 'Your company reviews',
    tag: 'My reviews',
    auth: 'required',
    answers: { 200: ok('Newest first.', z.array(myCompanyReviewItemSchema)) },
  },
  {
    method: 'get',
    path: '/user/review-context/interviewers/{id}',
    summary: 'Your review and votes on an interviewer’s reviews',
    tag: 'My reviews',
    auth: 'required',
    params: subjectParam,
    answers: {
      200: ok('Never cached.', reviewContextSchema(interviewerReviewSchema, 'InterviewerReviewContext')),
    },
    errors: [404],
  },
  {
    method: 'get',
    path: '/user/review-context/managers/{id}',
    summary: 'Your review and votes on a manager’s reviews',
    description:
      'Also for a manager whose profile is not public yet (made for a review that waits, it appears with it), but only to an author of a review of them: My reviews opens their review here. To anyone else that id answers 404, as an id that never existed.',
    tag: 'My reviews',
    auth: 'required',
    params: subjectParam,
    answers: { 200: ok('Never cached.', reviewContextSchema(managerReviewSchema, 'ManagerReviewContext')) },
    errors: [404],
  },
  {
    method: 'get',
    path: '/user/review-context/companies/{id}',
    summary: 'Your reviews and votes on a company’s reviews',
    tag: 'My reviews',
    auth: 'required',
    params: subjectParam,
    answers: { 200: ok('Never cached.', reviewContextSchema(companyReviewSchema, 'CompanyReviewContext')) },
    errors: [404],
  },
  {
    method: 'get',
    path: '/user/saved',
    summary: 'Your saved interviewers',
    tag: 'Saved interviewers',
    auth: 'required',
    answers: { 200: ok('Most recently saved first.', savedInterviewersSchema) },
  },
  ...(['post', 'delete'] as const).map(
    (method): Operation => ({
      method,
      path: '/user/saved/{interviewerId}',
      summary: method === 'post' ? 'Save an interviewer' : 'Unsave an interviewer',
      description: `Each save or unsave answered (one that changes nothing too) counts against the account's ${DEFAULT_DAILY_LIMITS.saves.limit} a day (429 past it); a replay under the same Idempotency-Key counts nothing.`,
      tag: 'Saved interviewers',
      auth: 'required',
      idempotent: true,
      params: savedParam,
      answers: { 200: ok('Saved or not.', savedStateSchema) },
      errors: [404, 429],
    }),
  ),
  {
    method: 'post',
    path: '/contact',
    summary: 'Send a message to the site',
    tag: 'Contact',
    auth: 'none',
    idempotent: true,
    body: contactBody,
    answers: { 201: ok('Sent.', messageSchema) },
    errors: [429],
  },
];

const MANAGERS: Operation[] = [
  {
    method: 'get',
    path: '/ping',
    summary: 'Warm-up',
    tag: 'Managers',
    auth: 'none',
    answers: { 200: ok('Up.', pingSchema) },
  },
  {
    method: 'get',
    path: '/search',
    summary: 'Search managers by name or company',
    tag: 'Managers',
    auth: 'none',
    query: anywhereQuery,
    answers: { 200: ok('Name matches first.', z.strictObject({ managers: z.array(managerSummarySchema) })) },
  },
  {
    method: 'get',
    path: '/managers/search/{text}',
    summary: 'Search managers',
    tag: 'Managers',
    auth: 'none',
    params: z.object({ text: z.string().max(200) }),
    query: managerSearchQuery,
    answers: { 200: ok('The matches.', z.array(managerSummarySchema), totalCount) },
  },
  {
    method: 'get',
    path: '/managers/homepage-content',
    summary: 'The landing page’s latest reviews',
    description:
      'The newest published manager reviews with their manager and company; the same for everyone (Cache-Control: public, max-age=60). Dates are days; no author.',
    tag: 'Managers',
    auth: 'none',
    answers: { 200: ok('Latest reviews.', homepageContentSchema) },
  },
  {
    method: 'get',
    path: '/managers/{id}',
    summary: 'A manager and their reviews',
    tag: 'Managers',
    auth: 'optional',
    params: idParam,
    query: managerProfileQuery,
    answers: {
      200: ok('The manager and reviews (a page with ?limit= or ?cursor=).', managerProfileSchema, paged),
    },
    errors: [404],
  },
  {
    method: 'post',
    path: '/managers',
    summary: 'Add a manager',
    description: ADDED_WHILE_WAITING,
    tag: 'Managers',
    auth: 'required',
    idempotent: true,
    body: managerBody,
    answers: created('manager', managerDetailsSchema),
    errors: [404, 429],
  },
  {
    method: 'post',
    path: '/manager-reviews/submit',
    summary: 'Review a manager',
    description: NOT_PUBLIC_AT_ONCE,
    tag: 'Manager reviews',
    auth: 'required',
    idempotent: true,
    body: managerReviewBody,
    answers: { 201: ok('The review.', managerReviewSchema) },
    errors: [403, 404, 409, 429],
  },
  ...ownReviewOperations(MANAGER_REVIEWS),
  {
    method: 'post',
    path: '/rate-manager',
    summary: 'Rate a manager in one call',
    description:
      'Company, branch, department and manager found or created, and the review written, all or nothing. Each profile it creates counts against the daily allowance of new profiles (429 when they do not all fit); finding existing ones counts nothing. ' +
      NOT_PUBLIC_AT_ONCE +
      ' ' +
      MADE_FOR_A_WAITING_REVIEW,
    tag: 'Manager reviews',
    auth: 'required',
    idempotent: true,
    body: rateBody,
    answers: { 201: ok('Everything the call found or created.', rateManagerAnswerSchema) },
    errors: [403, 404, 409, 429],
  },
  {
    method: 'get',
    path: '/companies',
    summary: 'List or search companies',
    tag: 'Companies',
    auth: 'none',
    query: companyQuery,
    answers: { 200: ok('Companies.', z.array(companySchema)) },
  },
  {
    method: 'post',
    path: '/companies',
    summary: 'Add a company',
    description: ADDED_WHILE_WAITING,
    tag: 'Companies',
    auth: 'required',
    idempotent: true,
    body: companyBody,
    answers: created('company', companySchema),
    errors: [429],
  },
  {
    method: 'get',
    path: '/companies/search/company/_/{id}',
    summary: 'A company page',
    tag: 'Companies',
    auth: 'none',
    params: idParam,
    answers: { 200: ok('The company with its figures, and its managers.', companyPageSchema) },
    errors: [404],
  },
  {
    method: 'get',
    path: '/companies/directory',
    summary: 'All companies, A-Z',
    description:
      'A page of the directory in name order (including companies with only interviewers), with branch cities and counts; next page in X-Next-Cursor. ?from= a letter, ?q= a word-prefix name filter.',
    tag: 'Companies',
    auth: 'none',
    query: directoryQuery,
    answers: { 200: ok('A page of companies.', directoryAnswer, paged) },
  },
  {
    method: 'get',
    path: '/companies/directory/letters',
    summary: 'The directory letters that have companies',
    description:
      'The letters A-Z that some company name files under (accents dropped), for the jump links: ?from= a letter not listed starts at a later letter.',
    tag: 'Companies',
    auth: 'none',
    answers: { 200: ok('The letters, A-Z.', directoryLettersAnswer) },
  },
  {
    method: 'get',
    path: '/search/all',
    summary: 'Search companies, interviewers and managers at once',
    description: 'Word-prefix matches of each kind, grouped, with how many matched.',
    tag: 'Search',
    auth: 'none',
    query: siteSearchQuery,
    answers: { 200: ok('Matches grouped by kind.', siteSearchAnswer) },
  },
  {
    method: 'get',
    path: '/companies/locations',
    summary: 'Where companies have branches',
    tag: 'Companies',
    auth: 'none',
    answers: { 200: ok('One entry per city.', z.array(companyLocationSchema)) },
  },
  {
    method: 'get',
    path: '/company-reviews/check-eligibility/{companyId}',
    summary: 'May you review this company?',
    tag: 'Company reviews',
    auth: 'required',
    params: companyParam,
    answers: { 200: ok('Eligible once you reviewed one of its managers.', eligibilitySchema) },
  },
  {
    method: 'post',
    path: '/company-reviews/submit',
    summary: 'Review a company',
    description:
      'The documented payload, with or without the overall rating: without it, the overall is the rounded mean of the categories rated (ratingDerived: true). Once a calendar month per company. ' +
      NOT_PUBLIC_AT_ONCE,
    tag: 'Company reviews',
    auth: 'required',
    idempotent: true,
    body: companyReviewBody,
    answers: { 201: ok('The review.', submittedCompanyReviewSchema) },
    errors: [403, 404, 409, 429],
  },
  {
    method: 'get',
    path: '/company-reviews/company/{companyId}',
    summary: 'A company’s reviews',
    tag: 'Company reviews',
    auth: 'optional',
    params: companyParam,
    query: companyReviewQuery,
    answers: { 200: ok('Newest day first (or ?sort=).', z.array(companyReviewSchema), paged) },
    errors: [404],
  },
  ...ownReviewOperations(COMPANY_REVIEWS),
  ...voteOperations(MANAGER_REVIEWS),
  ...voteOperations(COMPANY_REVIEWS),
  {
    method: 'get',
    path: '/departments',
    summary: 'List or search departments',
    tag: 'Departments',
    auth: 'none',
    query: departmentQuery,
    answers: { 200: ok('Departments.', z.array(departmentSchema)) },
  },
  {
    method: 'post',
    path: '/departments',
    summary: 'Add a department',
    description: ADDED_WHILE_WAITING,
    tag: 'Departments',
    auth: 'required',
    idempotent: true,
    body: departmentBody,
    answers: created('department', departmentSchema),
    errors: [429],
  },
  {
    method: 'get',
    path: '/departments/{id}',
    summary: 'A department page (by id or slug)',
    tag: 'Departments',
    auth: 'none',
    params: z.object({ id: z.string().min(1).max(200) }),
    answers: { 200: ok('The department and its managers.', departmentPageSchema) },
    errors: [404],
  },
  {
    method: 'get',
    path: '/branches',
    summary: 'List, search or fetch branches',
    tag: 'Branches',
    auth: 'none',
    query: branchQuery,
    answers: { 200: ok('Branches.', z.array(branchSchema)) },
  },
  {
    method: 'post',
    path: '/branches',
    summary: 'Add a branch',
    description: ADDED_WHILE_WAITING,
    tag: 'Branches',
    auth: 'required',
    idempotent: true,
    body: branchBody,
    answers: created('branch', branchSchema),
    errors: [404, 429],
  },
  {
    method: 'post',
    path: '/geocode',
    summary: 'Where a city is',
    description:
      'With a Maps key, a city asked before is answered from what the instance keeps; a new one is a lookup, and this endpoint may send at most half of the day’s lookups (the other half is kept for new branches and company maps): past its share, a 503 with Retry-After until midnight UTC.',
    tag: 'Geocoding',
    auth: 'none',
    body: geocodeBody,
    answers: { 200: ok('Coordinates.', geocodeAnswerSchema) },
    errors: [404, 429],
  },
  {
    method: 'get',
    path: '/geocode/script',
    summary: 'The Maps script URL',
    tag: 'Geocoding',
    auth: 'none',
    answers: { 200: ok('Null without a Maps key.', geocodeScriptSchema) },
  },
];

const SAFETY: Operation[] = [
  {
    method: 'post',
    path: '/reports',
    summary: 'Report a review or a public response',
    description: `A public response (a claimed manager's or a company's answer) is reported with kind "response" and the id of the review it answers. Three reports from accounts older than a day, from three client networks (IPv6 by /48), hide it until a moderator decides; a second report from one network, like one from a younger account, only queues it for a moderator. 403 for your own review or response, 409 for a second report of it, 404 for one readers cannot see. An account files at most ${DEFAULT_DAILY_LIMITS.reports.limit} reports a day, reviews and responses together (429 past it).`,
    tag: 'Moderation',
    auth: 'required',
    idempotent: true,
    body: reportBody,
    answers: { 201: ok('Reported.', reportAnswerSchema) },
    errors: [403, 404, 409, 429],
  },
  {
    method: 'get',
    path: '/moderation/queue',
    summary: 'The moderation queue',
    tag: 'Moderation',
    auth: 'moderator',
    query: queueQuery,
    answers: { 200: ok('Held, hidden or reported reviews.', queueSchema) },
  },
  {
    method: 'get',
    path: '/moderation/signals',
    summary: 'Suspicious patterns',
    description:
      'Bursts, outlying ratings, new-account clusters and near-duplicate texts, with the reviews involved (never their authors).',
    tag: 'Moderation',
    auth: 'moderator',
    query: signalsQuery,
    answers: { 200: ok('Signals.', z.object({ signals: z.array(signalAnswer) })) },
  },
  {
    method: 'post',
    path: '/moderation/signals/{id}/dismiss',
    summary: 'Dismiss a suspicious pattern',
    tag: 'Moderation',
    auth: 'moderator',
    params: signalParams,
    answers: { 200: ok('The dismissed signal.', z.object({ signal: signalAnswer })) },
    errors: [404, 409],
  },
  {
    method: 'get',
    path: '/companies/{id}/insights',
    summary: 'A company’s insights',
    description:
      'Trends by quarter, aspects against the median of all companies, interview outcomes, branches and departments, managers who rose or fell, themes. No figure rests on fewer than 5 published reviews.',
    tag: 'Insights',
    auth: 'none',
    params: companyInsightsParams,
    answers: { 200: ok('The insights.', companyInsightsAnswer) },
    errors: [404],
  },
  {
    method: 'get',
    path: '/themes/{kind}/{id}',
    summary: 'Recurring themes of an interviewer, manager or company',
    tag: 'Insights',
    auth: 'none',
    params: themesParams,
    answers: { 200: ok('Themes shared by at least 3 reviews.', themesAnswer) },
    errors: [404],
  },
  {
    method: 'get',
    path: '/themes/{kind}/{id}/reviews',
    summary: 'The reviews that mention a theme',
    tag: 'Insights',
    auth: 'none',
    params: themesParams,
    query: themeReviewsQuery,
    answers: { 200: ok('Published reviews mentioning it.', themeReviewsAnswer) },
    errors: [404],
  },
  {
    method: 'get',
    path: '/moderation/log',
    summary: 'The moderation log',
    tag: 'Moderation',
    auth: 'moderator',
    query: logQuery,
    answers: { 200: ok('Newest first.', moderationLogSchema) },
  },
  ...(['approve', 'remove', 'restore'] as const).map(
    (action): Operation => ({
      method: 'post',
      path: `/moderation/reviews/{kind}/{reviewId}/${action}`,
      summary: `${action[0]?.toUpperCase()}${action.slice(1)} a review`,
      ...(action === 'remove'
        ? {}
        : {
            description:
              'A new review still before its random publication time stays held for that alone ' +
              '(toState "held") and appears at that time, also when it was removed meanwhile and is now ' +
              'restored; approving one held for nothing else is a 409. Appearing for the first time, its ' +
              'public date is the day it appeared.',
          }),
      tag: 'Moderation',
      auth: 'moderator',
      idempotent: true,
      params: moderationParam,
      body: actionBody,
      answers: { 200: ok('The review as it now stands.', moderationOutcomeSchema) },
      errors: [404, 409],
    }),
  ),
];

/** Only where the local mailbox is the mailer (the embedded default). */
export const DEV_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/dev/mailbox',
    summary: 'The local mailbox (embedded default only)',
    tag: 'Development',
    auth: 'none',
    query: mailboxQuery,
    answers: { 200: ok('Mails to the address, oldest first.', z.array(mailSchema)) },
  },
];

/** The document and its reference page. */
export const DOC_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/openapi.json',
    summary: 'This document',
    tag: 'Documentation',
    auth: 'none',
    answers: { 200: ok('OpenAPI 3.1.', z.looseObject({ openapi: z.string() })) },
  },
  {
    method: 'get',
    path: '/docs',
    summary: 'The API reference page',
    tag: 'Documentation',
    auth: 'none',
    answers: { 200: { description: 'An HTML page.', text: 'text/html' } },
  },
  {
    method: 'get',
    path: '/docs/{asset}',
    summary: 'The reference page’s stylesheet and scripts (Swagger UI), from our own origin',
    tag: 'Documentation',
    auth: 'none',
    params: assetParam,
    answers: { 200: { description: 'The stylesheet or a script.', text: ['text/css', 'text/javascript'] } },
    errors: [400],
  },
];

/** Ratings on other sites (issue 17 item 4): oEmbed, and the widget and its script (not under /api). */
const EMBEDS: Operation[] = [
  {
    method: 'get',
    path: '/oembed',
    summary: 'oEmbed for the page of an interviewer, manager or company',
    description:
      'oembed.com, type "rich": the html is the rating widget\'s iframe. `url` is a page of this site: /interviewers/{id}, /management/managers/{name}/{id} or /companies/{name}/{id}. Another host, another page or an unknown profile is a 404; a format other than json a 501.',
    tag: 'Embeds',
    auth: 'none',
    query: oembedQuery,
    answers: { 200: ok('The oEmbed answer (Cache-Control public, an hour).', oembedSchema) },
    errors: [404, 501],
  },
  {
    method: 'get',
    path: '/embed/{kind}/{id}',
    summary: 'The rating widget of an interviewer, manager or company (an HTML page other sites frame)',
    description:
      "kind is interviewers, managers or companies. Name, score, review count and a link to the profile; ?theme=light|dark, else the reader's colour scheme. Its own Content-Security-Policy (frame-ancestors *, hashed style and script only), no cookies. Usually inserted by /embed.js.",
    tag: 'Embeds',
    auth: 'none',
    params: widgetParam,
    query: widgetQuery,
    answers: {
      200: { description: 'The widget.', text: 'text/html' },
      404: { description: 'No such profile: a widget that says so.', text: 'text/html' },
    },
    rootOnly: true,
  },
  {
    method: 'get',
    path: '/embed.js',
    summary: 'The script of the one-line embed snippet',
    description:
      '<script src="ORIGIN/embed.js" data-rmi="managers/ID" async></script> (data-theme="light|dark" optional): inserts the widget\'s iframe after the tag and sizes it.',
    tag: 'Embeds',
    auth: 'none',
    answers: { 200: { description: 'The script.', text: 'text/javascript' } },
    rootOnly: true,
  },
];

export const OPERATIONS: Operation[] = [
  ...INTERVIEWERS,
  ...ACCOUNTS,
  ...MANAGERS,
  ...SAFETY,
  ...CLAIM_OPERATIONS,
  ...EMBEDS,
];
