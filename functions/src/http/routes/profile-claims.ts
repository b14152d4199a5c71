import { Hono } from 'hono';
import { z } from 'zod';
import { claimBody, verifyClaimBody } from '../../contract/claim-requests.ts';
import { idField } from '../../contract/ids.ts';
import { claimCodeMail } from '../../domain/accounts/account-mails.ts';
import { CODE_MAIL_COOLDOWN_SECONDS, codeFailureMessage } from '../../domain/accounts/one-time-codes.ts';
import { domainOfAddress, inboxOfAddress, listCompanyDomains } from '../../domain/claims/company-domains.ts';
import {
  activeClaimOf,
  CLAIM_SUBJECT_KINDS,
  CLAIM_SUBJECTS,
  type ClaimSubjectKind,
  claimedWhat,
  claimsOf,
  completeClaimByCode,
  logCodeSent,
  readClaimById,
  requestClaim,
  toClaimResponse,
  withdrawClaim,
} from '../../domain/claims/profile-claims.ts';
import { actorFor } from '../../domain/shared/actor.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import { joinParticipants } from '../../domain/shared/tx-participant.ts';
import type { RateLimitRule } from '../../rate-limit/rate-limiter.ts';
import { queueAndSendAccountMail } from '../account-mail-sender.ts';
import { accountCodes } from '../account-support.ts';
import { signedIn } from '../auth.ts';
import { admitAuthAttempt, tooManyRequests, withResponseFloor } from '../auth-guards.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { badRequest } from '../errors.ts';
import { idempotent } from '../idempotency.ts';
import { validate } from '../validation.ts';

export const claimParam = z.object({ id: idField });
export { claimBody, verifyClaimBody };

/** Claim requests per account (new claims and new attempts alike, of any kind); only requests written count. */
export const CLAIM_REQUESTS_PER_DAY: RateLimitRule = { limit: 5, windowSeconds: 24 * 60 * 60 };
/**
 * Code claims of a manager profile that get as far as comparing the address with the company's other
 * managers (up to NAMESAKES_READ of them read), a day per account: refused ones use no claim request.
 */
export const CLAIM_NAMESAKE_READS: RateLimitRule = { limit: 20, windowSeconds: 24 * 60 * 60 };
export const CLAIM_NAMESAKE_READS_MESSAGE =
  'You have asked for too many claims by code today. Please try again tomorrow.';

/**
 * Code mails per inbox a day, whichever accounts ask (the ceiling): the per-account allowance let many
 * accounts mail one person at a verified domain all day. Counted only with a claim written.
 */
export const CLAIM_CODE_MAILS_PER_ADDRESS: RateLimitRule = { limit: 10, windowSeconds: 24 * 60 * 60 };
/**
 * Code mails per inbox a day for one account, under the ceiling: with the ceiling alone one stranger's
 * account filled a manager's day (the domain is public and the address names them), so it takes
 * four accounts now, and the owner's own requests are not used up by anyone else's.
 */
export const CLAIM_CODE_MAILS_PER_INBOX_AND_ACCOUNT: RateLimitRule = {
  limit: 3,
  windowSeconds: 24 * 60 * 60,
};
export const CLAIM_CODE_MAILS_PER_INBOX_AND_ACCOUNT_MESSAGE =
  'You have asked for as many claim codes to this address as we send you in a day. Please try again tomorrow, or claim with evidence instead.';
export const CLAIM_CODE_MAILS_PER_ADDRESS_MESSAGE =
  'This address has been sent as many claim codes as we send in a day. Please try again tomorrow, or claim with evidence instead.';

export const CLAIM_CODE_MESSAGE =
  'If that address can receive mail, a 6-digit code is on its way to it. Enter it to complete your claim.';
export const CLAIM_REVIEW_MESSAGE = 'Your claim is waiting for a moderator, who will look at your evidence.';
export const CLAIM_ACTIVE_MESSAGE = 'You have claimed this profile.';
export const COMPANY_CLAIM_ACTIVE_MESSAGE = 'You are now the verified account of this company.';
export const CLAIM_WITHDRAWN_MESSAGE = 'Your claim is withdrawn.';

const cooldown = { limit: 1, windowSeconds: CODE_MAIL_COOLDOWN_SECONDS };

/**
 * Where a claim's code is filed: the address and the claim it was sent for. Filed by the address
 * alone, a stranger asking a code for a manager's address replaced the one the manager had just
 * been mailed, which then answered "incorrect".
 */
const codeAddress = (workEmail: string, claimId: string) => `${workEmail} ${claimId}`;

/** Where each kind's claim routes live, and the one-time-code purpose its codes are filed under. */
export const CLAIM_ROUTE_BASES: Record<ClaimSubjectKind, string> = {
  manager: '/managers',
  company: '/companies',
};
const CODE_PURPOSES = { manager: 'claim-manager', company: 'claim-company' } as const;

/**
 * Claiming a manager profile or a company's verified account (issue 17), signed in; {base} is
 * /managers or /companies:
 *   GET  {base}/{id}/claim           -> {managerId | companyId, claimed, mine, verifiedDomains}
 *   POST {base}/{id}/claim           {method:'code', workEmail} | {method:'evidence', evidence} -> 202
 *   POST {base}/{id}/claim/verify    {workEmail, code} -> {claim, message}
 *   POST {base}/{id}/claim/withdraw  -> {claim, message}
 *   GET  /manager-claims/mine        -> {claims} (of both kinds)
 * The code answer is the same for every address (we cannot know, and do not say, whether it
 * exists); wrong codes count per (account, client) and per account, never against the code.
 */
export function claimRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  for (const kind of CLAIM_SUBJECT_KINDS) routes.route('/', claimRoutesOf(deps, kind));
  return routes.get('/manager-claims/mine', signedIn(deps), async (c) => {
    const claims = await claimsOf(deps.store, c.get('user').uid);
    return c.json({ claims: claims.map(toClaimResponse) });
  });
}

function claimRoutesOf(deps: AppDeps, kind: ClaimSubjectKind) {
  const codes = accountCodes(deps);
  const subject = CLAIM_SUBJECTS[kind];
  const base = CLAIM_ROUTE_BASES[kind];
  const purpose = CODE_PURPOSES[kind];
  // Claim ids differ by kind, so a claim id alone says which collection holds it.
  const claimIdOf = (uid: string, subjectId: string) =>
    actorFor(uid, deps.secrets.authorKey).idFor(`${kind}Claim:${subjectId}`);
  return new Hono<AppEnv>()
    .get(`${base}/:id/claim`, signedIn(deps), validate('param', claimParam), async (c) => {
      const found = await subject.read(deps.store, c.req.valid('param').id);
      if (!found) throw new DomainError('not_found', subject.notFoundMessage);
      const uid = c.get('user').uid;
      const [mine, holder, domains] = await Promise.all([
        readClaimById(deps.store, claimIdOf(uid, found.id)),
        activeClaimOf(deps.store, found.id, kind),
        listCompanyDomains(deps.store, found.companyId),
      ]);
      return c.json({
        [kind === 'company' ? 'companyId' : 'managerId']: found.id,
        claimed: holder !== null,
        mine: mine ? toClaimResponse(mine) : null,
        verifiedDomains: domains.map((d) => d.domain),
      });
    })
    .post(
      `${base}/:id/claim`,
      signedIn(deps),
      validate('param', claimParam),
      validate('json', claimBody),
      idempotent(deps, { atomic: true, outsideEffects: true }),
      async (c) => {
        const subjectId = c.req.valid('param').id;
        const body = c.req.valid('json');
        const user = c.get('user');
        const claimant = { uid: user.uid, email: user.email };
        const claimId = claimIdOf(user.uid, subjectId);
        const authorKey = actorFor(user.uid, deps.secrets.authorKey).authorKey;
        const allowance = deps.rateLimiter.counted(
          'claim-requests',
          authorKey,
          CLAIM_REQUESTS_PER_DAY,
          (retryAfter) =>
            tooManyRequests(
              retryAfter,
              'You have asked for too many claims today. Please try again tomorrow.',
            ),
        );
        const also = joinParticipants(c.get('idempotency'), allowance);
        if (body.method === 'evidence') {
          const claim = await requestClaim(
            deps.store,
            claimant,
            { claimId, kind, subjectId, method: 'evidence', evidence: body.evidence },
            deps.clock(),
            also,
          );
          return c.json({ claim: toClaimResponse(claim), message: CLAIM_REVIEW_MESSAGE }, 202);
        }
        const { workEmail } = body;
        const inbox = inboxOfAddress(workEmail);
        const claim = await requestClaim(
          deps.store,
          claimant,
          {
            claimId,
            kind,
            subjectId,
            method: 'code',
            workDomain: domainOfAddress(workEmail),
            workName: workEmail.slice(0, workEmail.lastIndexOf('@')),
            beforeNamesakes: async () => {
              const decision = await deps.rateLimiter.hit('claim-namesakes', authorKey, CLAIM_NAMESAKE_READS);
              if (!decision.allowed)
                throw tooManyRequests(decision.retryAfterSeconds, CLAIM_NAMESAKE_READS_MESSAGE);
            },
          },
          deps.clock(),
          // One code mail per inbox a minute (per address as typed, each `+tag` had a minute of its
          // own), a few a day per inbox for each account and a ceiling per inbox, whoever asks and
          // whether or not the address exists (keyed by an HMAC, as every limiter key). Counted with
          // the claim, so a refused request (another company's profile, say) cannot keep someone's
          // address waiting.
          joinParticipants(
            also,
            deps.rateLimiter.counted('claim-mail', inbox, cooldown, (retryAfter) =>
              tooManyRequests(
                retryAfter,
                `Please wait ${retryAfter} seconds before requesting another code.`,
              ),
            ),
            deps.rateLimiter.counted(
              'claim-mail-account-day',
              `${authorKey} ${inbox}`,
              CLAIM_CODE_MAILS_PER_INBOX_AND_ACCOUNT,
              (retryAfter) => tooManyRequests(retryAfter, CLAIM_CODE_MAILS_PER_INBOX_AND_ACCOUNT_MESSAGE),
            ),
            deps.rateLimiter.counted('claim-mail-day', inbox, CLAIM_CODE_MAILS_PER_ADDRESS, (retryAfter) =>
              tooManyRequests(retryAfter, CLAIM_CODE_MAILS_PER_ADDRESS_MESSAGE),
            ),
          ),
        );
        await withResponseFloor(deps, async () => {
          const code = await codes.issue(purpose, codeAddress(workEmail, claimId), claimId);
          await queueAndSendAccountMail(
            deps,
            workEmail,
            'claim code',
            claimCodeMail(claimedWhat(claim.data), code),
          );
          await logCodeSent(deps.store, claim, deps.clock());
        });
        return c.json({ claim: toClaimResponse(claim), message: CLAIM_CODE_MESSAGE }, 202);
      },
    )
    .post(
      `${base}/:id/claim/verify`,
      signedIn(deps),
      validate('param', claimParam),
      validate('json', verifyClaimBody),
      idempotent(deps),
      async (c) => {
        const subjectId = c.req.valid('param').id;
        const { workEmail, code } = c.req.valid('json');
        const uid = c.get('user').uid;
        const claimId = claimIdOf(uid, subjectId);
        const attempt = await admitAuthAttempt(deps, c, 'verifyClaimCode', uid);
        // Checked without using it first: the code is bound to the claim it was sent for, and another
        // account's (or another subject's) attempt with it must not use it up for its owner.
        const check = await codes.check(purpose, codeAddress(workEmail, claimId), code, { keep: true });
        if (check.status === 'ok' && check.uid !== claimId) {
          throw badRequest(codeFailureMessage({ status: 'invalid' }, attempt.triesLeft));
        }
        if (check.status !== 'ok') throw badRequest(codeFailureMessage(check, attempt.triesLeft));
        // Now used, once: of two attempts with the same code, only one gets past here.
        const used = await codes.check(purpose, codeAddress(workEmail, claimId), code);
        if (used.status !== 'ok') throw badRequest(codeFailureMessage(used, attempt.triesLeft));
        await attempt.succeeded();
        const claim = await completeClaimByCode(deps.store, check.uid, deps.clock());
        const message = kind === 'company' ? COMPANY_CLAIM_ACTIVE_MESSAGE : CLAIM_ACTIVE_MESSAGE;
        return c.json({ claim: toClaimResponse(claim), message });
      },
    )
    .post(
      `${base}/:id/claim/withdraw`,
      signedIn(deps),
      validate('param', claimParam),
      idempotent(deps, { atomic: true }),
      async (c) => {
        const user = c.get('user');
        const claim = await withdrawClaim(
          deps.store,
          { uid: user.uid, email: user.email },
          claimIdOf(user.uid, c.req.valid('param').id),
          deps.clock(),
          c.get('idempotency'),
        );
        return c.json({ claim: toClaimResponse(claim), message: CLAIM_WITHDRAWN_MESSAGE });
      },
    );
}
