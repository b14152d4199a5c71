import { Hono } from 'hono';
import { z } from 'zod';
import { idField } from '../../contract/ids.ts';
import { responseBody } from '../../contract/response-requests.ts';
import {
  deleteResponse,
  putResponse,
  RESPONDED_KINDS,
  RESPONSE_DELETED_MESSAGE,
  type RespondedKindName,
  toOwnResponse,
} from '../../domain/responses/review-responses.ts';
import { screenResponse } from '../../domain/screening/screen-review.ts';
import { signedIn } from '../auth.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { countedWrite, dailyAllowance } from '../daily-limits.ts';
import { idempotent } from '../idempotency.ts';
import { tellReviewerAfterAnswer } from '../reviewer-notice.ts';
import { validate } from '../validation.ts';

export const responseParam = z.object({ id: idField });

/** Where each kind of review is answered: /manager-reviews/{id}/response, /company-reviews/{id}/response. */
export const RESPONSE_ROUTE_BASES: Record<RespondedKindName, string> = {
  manager: '/manager-reviews',
  company: '/company-reviews',
};

/**
 * Public responses (issue 17 item 3), by the active claimant of the manager profile (manager
 * reviews) or the company's verified account (company reviews) only (403 otherwise; 404 for an
 * unknown or unpublished review, or a review of the other kind):
 *   PUT    {base}/{id}/response {text} -> 201 created | 200 replaced, {reviewId, response}
 *          One response per review: a second PUT edits it. Screened like a review: contact
 *          details are a 400, profanity holds it for a moderator (status 'pending review').
 *   DELETE {base}/{id}/response -> {_id, message} (404 when there is none)
 * Each write counts against the account's daily edits (429 past it; rate-limit/daily-limits.ts), except
 * the first answer to a review (putResponse).
 * The first time a response is published (here, or by a moderator's approval), the reviewer is mailed,
 * after the answer (http/reviewer-notice.ts).
 */
export function reviewResponseRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  for (const kind of RESPONDED_KINDS) {
    const path = `${RESPONSE_ROUTE_BASES[kind]}/:id/response`;
    routes
      .put(
        path,
        signedIn(deps),
        validate('param', responseParam),
        validate('json', responseBody),
        idempotent(deps, { atomic: true }),
        async (c) => {
          const { id } = c.req.valid('param');
          const { text } = c.req.valid('json');
          const holdFor = screenResponse(text, deps.profanity);
          const { response, created, noticeOwed } = await putResponse(
            deps.store,
            { uid: c.get('user').uid },
            { kind, reviewId: id },
            text,
            holdFor,
            deps.clock(),
            c.get('idempotency'),
            dailyAllowance(deps, c, 'edits'),
          );
          // The reviewer's mail is owed by the write itself; the answer does not wait for it.
          if (noticeOwed) tellReviewerAfterAnswer(deps, id);
          return c.json({ reviewId: id, response: toOwnResponse(response.data) }, created ? 201 : 200);
        },
      )
      .delete(
        path,
        signedIn(deps),
        validate('param', responseParam),
        idempotent(deps, { atomic: true }),
        async (c) => {
          const { id } = c.req.valid('param');
          await deleteResponse(
            deps.store,
            { uid: c.get('user').uid },
            { kind, reviewId: id },
            deps.clock(),
            countedWrite(deps, c, 'edits'),
          );
          return c.json({ _id: id, message: RESPONSE_DELETED_MESSAGE });
        },
      );
  }
  return routes;
}
