import { Hono } from 'hono';
import { z } from 'zod';
import { idField, isDocId } from '../../contract/ids.ts';
import { companyViewerContext } from '../../domain/company-reviews/company-reviews.ts';
import { managerViewerContext } from '../../domain/managers/manager-reviews.ts';
import { claimantResponses } from '../../domain/responses/review-responses.ts';
import { interviewerViewerContext } from '../../domain/reviews/reviews.ts';
import { actorFor } from '../../domain/shared/actor.ts';
import { signedIn } from '../auth.ts';
import type { DirectRead } from '../caller-read-cache.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { validate } from '../validation.ts';

export const subjectParam = z.object({ id: idField });

type SubjectKind = 'interviewers' | 'managers' | 'companies';

/**
 * The caller's own review and votes on one profile's reviews: {ownReview, myVotes} (companies also
 * ownReviewIds: one review a month, so possibly several), and for the profile's claimant their
 * responses. The profile and its reviews are read without a token (public, cacheable offline); this
 * personal part comes separately. One maker for the routes and for reviewContextReads (below).
 */
async function reviewContext(deps: AppDeps, kind: SubjectKind, id: string, uid: string): Promise<object> {
  const actor = actorFor(uid, deps.secrets.authorKey);
  if (kind === 'interviewers') return interviewerViewerContext(deps.store, id, actor);
  const [context, responder] = await Promise.all([
    kind === 'managers'
      ? managerViewerContext(deps.store, id, actor)
      : companyViewerContext(deps.store, id, actor),
    // The claimant of a manager profile or a company's verified account (issue 17): that they may
    // respond, and their responses, held ones too.
    claimantResponses(deps.store, id, uid, kind === 'managers' ? 'manager' : 'company'),
  ]);
  return responder ? { ...context, responder } : context;
}

/**
 * GET /api/user/review-context/interviewers/{id}, /managers/{id} and /companies/{id}: reviewContext.
 * Never cached but per account (caller-read-cache.ts).
 */
export function reviewContextRoutes(deps: AppDeps) {
  const route = (kind: SubjectKind) =>
    new Hono<AppEnv>().get(
      `/user/review-context/${kind}/:id`,
      signedIn(deps),
      validate('param', subjectParam),
      async (c) => c.json(await reviewContext(deps, kind, c.req.valid('param').id, c.get('user').uid)),
    );
  return new Hono<AppEnv>()
    .route('/', route('interviewers'))
    .route('/', route('managers'))
    .route('/', route('companies'));
}

const REVIEW_CONTEXT_PATH = /^(?:\/api)?\/user\/review-context\/(interviewers|managers|companies)\/([^/]+)$/;

/**
 * The review context made before the app routes it (issue 19, caller-read-cache.ts): the same maker
 * for a path the route would accept. A path it would refuse (a bad id) is left to the route.
 */
export function reviewContextReads(deps: AppDeps): DirectRead {
  // The route reads no query: the caller's key keeps none (caller-read-cache.ts), and neither does this.
  return {
    answers: 'json',
    match: (path) => {
      const match = REVIEW_CONTEXT_PATH.exec(path);
      if (!match) return null;
      const [, kind, id] = match as unknown as [string, SubjectKind, string];
      // An encoded or bad id is the route's to decode or refuse.
      if (id.includes('%') || !isDocId(id)) return null;
      return (uid) => reviewContext(deps, kind, id, uid);
    },
  };
}
