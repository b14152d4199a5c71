import { Hono } from 'hono';
import { z } from 'zod';
import { idField } from '../../contract/ids.ts';
import { companyViewerContext } from '../../domain/company-reviews/company-reviews.ts';
import { managerViewerContext } from '../../domain/managers/manager-reviews.ts';
import { claimantResponses } from '../../domain/responses/review-responses.ts';
import { interviewerViewerContext } from '../../domain/reviews/reviews.ts';
import { signedIn } from '../auth.ts';
import { actorOf } from '../caller.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { validate } from '../validation.ts';

export const subjectParam = z.object({ id: idField });

/**
 * GET /api/user/review-context/interviewers/{id}, /managers/{id} and /companies/{id} -> {ownReview,
 * myVotes} (companies also ownReviewIds: one review a month, so possibly several): the
 * caller's own review and votes on that profile's reviews. The profile and its reviews are read
 * without a token (public, cacheable offline); this personal part comes separately and is never cached.
 */
export function reviewContextRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get(
      '/user/review-context/interviewers/:id',
      signedIn(deps),
      validate('param', subjectParam),
      async (c) => {
        const id = c.req.valid('param').id;
        return c.json(await interviewerViewerContext(deps.store, id, actorOf(deps, c)));
      },
    )
    .get('/user/review-context/managers/:id', signedIn(deps), validate('param', subjectParam), async (c) => {
      const id = c.req.valid('param').id;
      const [context, responder] = await Promise.all([
        managerViewerContext(deps.store, id, actorOf(deps, c)),
        // The profile's claimant (issue 17): that they may respond, and their responses, held ones too.
        claimantResponses(deps.store, id, c.get('user').uid),
      ]);
      return c.json(responder ? { ...context, responder } : context);
    })
    .get('/user/review-context/companies/:id', signedIn(deps), validate('param', subjectParam), async (c) => {
      const id = c.req.valid('param').id;
      const [context, responder] = await Promise.all([
        companyViewerContext(deps.store, id, actorOf(deps, c)),
        // The company's verified account (issue 17): that it may respond, and its responses, held ones too.
        claimantResponses(deps.store, id, c.get('user').uid, 'company'),
      ]);
      return c.json(responder ? { ...context, responder } : context);
    });
}
