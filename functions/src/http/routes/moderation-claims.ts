import { Hono } from 'hono';
import { z } from 'zod';
import { claimDecisionBody, domainBody } from '../../contract/claim-requests.ts';
import { idField } from '../../contract/ids.ts';
import { listCompanyDomains, verifyCompanyDomain } from '../../domain/claims/company-domains.ts';
import {
  CLAIM_DECISIONS,
  CLAIM_VIEWS,
  claimsFor,
  decideClaim,
  toModeratedClaim,
} from '../../domain/claims/profile-claims.ts';
import { getCompany } from '../../domain/companies/companies.ts';
import { signedIn } from '../auth.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { idempotent } from '../idempotency.ts';
import { moderatorOf, moderatorsOnly } from '../moderator.ts';
import { validate } from '../validation.ts';

export const claimsQuery = z.object({ view: z.enum(CLAIM_VIEWS).default('pending') });
export const claimIdParam = z.object({ claimId: idField });
export const companyIdParam = z.object({ id: idField });
export { claimDecisionBody, domainBody };

/**
 * Moderators only (issue 17 item 1):
 *   GET  /moderation/claims?view=pending|active -> {claims} (with the claimant's account and evidence)
 *   POST /moderation/claims/{claimId}/approve|reject|revoke {reason} -> {claim}
 *   GET  /moderation/companies/{id}/domains -> {domains}
 *   POST /moderation/companies/{id}/domains {domain, reason} -> 201 {domain} (200 when already verified)
 * Every decision goes to the moderation audit log in its own transaction.
 */
export function moderationClaimRoutes(deps: AppDeps) {
  const staff = [signedIn(deps), moderatorsOnly(deps)] as const;
  const routes = new Hono<AppEnv>()
    .get('/moderation/claims', ...staff, validate('query', claimsQuery), async (c) => {
      const claims = await claimsFor(deps.store, c.req.valid('query').view);
      return c.json({ claims: claims.map(toModeratedClaim) });
    })
    .get('/moderation/companies/:id/domains', ...staff, validate('param', companyIdParam), async (c) => {
      const company = await getCompany(deps.store, c.req.valid('param').id);
      return c.json({ domains: await listCompanyDomains(deps.store, company.id) });
    })
    .post(
      '/moderation/companies/:id/domains',
      ...staff,
      validate('param', companyIdParam),
      validate('json', domainBody),
      idempotent(deps, { atomic: true }),
      async (c) => {
        const { domain, reason } = c.req.valid('json');
        const moderator = moderatorOf(c);
        const outcome = await verifyCompanyDomain(
          deps.store,
          { role: 'moderator', uid: moderator.uid, email: moderator.email },
          { companyId: c.req.valid('param').id, domain, reason },
          deps.clock(),
          c.get('idempotency'),
        );
        return c.json({ domain: outcome.domain }, outcome.created ? 201 : 200);
      },
    );
  for (const decision of CLAIM_DECISIONS) {
    routes.post(
      `/moderation/claims/:claimId/${decision}`,
      ...staff,
      validate('param', claimIdParam),
      validate('json', claimDecisionBody),
      idempotent(deps, { atomic: true }),
      async (c) => {
        const claim = await decideClaim(
          deps.store,
          moderatorOf(c),
          c.req.valid('param').claimId,
          decision,
          c.req.valid('json').reason,
          deps.clock(),
          c.get('idempotency'),
        );
        return c.json({ claim: toModeratedClaim(claim) });
      },
    );
  }
  return routes;
}
