import { Hono } from 'hono';
import { rateInterviewerBody } from '../../contract/subject-requests.ts';
import { toCompanyResponse } from '../../domain/companies/company.ts';
import { toInterviewerResponse } from '../../domain/interviewers/interviewer.ts';
import { rateInterviewer } from '../../domain/reviews/rate-interviewer.ts';
import { toReviewResponse } from '../../domain/reviews/review.ts';
import { REVIEW_TEXT_LABEL } from '../../domain/text/review-field-labels.ts';
import { signedIn } from '../auth.ts';
import { actorOf } from '../caller.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { dailyAllowance } from '../daily-limits.ts';
import { idempotent } from '../idempotency.ts';
import { admitNewReview, settleAdmission } from '../review-admission.ts';
import { reviewWrite } from '../review-write.ts';
import { validate } from '../validation.ts';

/**
 * POST /rate-interviewer (bearer): the rate-interviewer form in one all-or-nothing, idempotent call,
 * instead of POST /companies, /interviewers and /reviews/rmi (whose new profiles were public before the
 * review). Body: {companyId | companyName, interviewer {name, position?, linkedin?, email?, tags?},
 * review {rating, reviewText, interviewStatus?}}. 201 {company, interviewer, review, created}.
 */
export function rateInterviewerRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(
    '/rate-interviewer',
    signedIn(deps),
    validate('json', rateInterviewerBody),
    idempotent(deps, { atomic: true }),
    async (c) => {
      const body = c.req.valid('json');
      const actor = actorOf(deps, c);
      const admission = await admitNewReview(deps, c, {
        rating: body.review.rating,
        texts: [{ label: REVIEW_TEXT_LABEL, text: body.review.reviewText }],
      });
      const result = await rateInterviewer(
        deps.store,
        actor,
        {
          company:
            body.companyId !== undefined ? { id: body.companyId } : { name: body.companyName as string },
          interviewer: body.interviewer,
          review: body.review,
        },
        deps.clock(),
        reviewWrite(deps, c, 'new'),
        admission,
        dailyAllowance(deps, c, 'additions'),
      );
      await settleAdmission(deps, 'interviewer', admission);
      return c.json(
        {
          company: toCompanyResponse(result.company),
          interviewer: toInterviewerResponse(result.interviewer),
          review: toReviewResponse(result.review, { authorKey: actor.authorKey, myVote: null }),
          created: result.created,
        },
        201,
      );
    },
  );
}
