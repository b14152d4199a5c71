import { Hono } from 'hono';
import { z } from 'zod';
import { idField } from '../../contract/ids.ts';
import { responseBody } from '../../contract/response-requests.ts';
import {
  deleteResponse,
  putResponse,
  RESPONSE_DELETED_MESSAGE,
  toOwnResponse,
} from '../../domain/responses/review-responses.ts';
import { signedIn } from '../auth.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { idempotent } from '../idempotency.ts';
import { admitEdit } from '../review-admission.ts';
import { tellReviewer } from '../reviewer-notice.ts';
import { validate } from '../validation.ts';

export const responseParam = z.object({ id: idField });

/**
 * Public responses (issue 17 item 3), by the active claimant of the review's manager profile only
 * (403 otherwise; 404 for an unknown or unpublished review):
 *   PUT    /manager-reviews/{id}/response {text} -> 201 created | 200 replaced, {reviewId, response}
 *          One response per review: a second PUT edits it. Screened like a review: contact
 *          details are a 400, profanity holds it for a moderator (status 'pending review').
 *   DELETE /manager-reviews/{id}/response -> {_id, message} (404 when there is none)
 * The first time a response is published (here, or by a moderator's approval), the reviewer is mailed.
 */
export function reviewResponseRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .put(
      '/manager-reviews/:id/response',
      signedIn(deps),
      validate('param', responseParam),
      validate('json', responseBody),
      idempotent(deps, { atomic: true }),
      async (c) => {
        const { id } = c.req.valid('param');
        const { text } = c.req.valid('json');
        const { holdFor } = admitEdit(deps, [text]);
        const { response, created } = await putResponse(
          deps.store,
          { uid: c.get('user').uid },
          id,
          text,
          holdFor,
          deps.clock(),
          c.get('idempotency'),
        );
        await tellReviewer(deps, c, id);
        return c.json({ reviewId: id, response: toOwnResponse(response.data) }, created ? 201 : 200);
      },
    )
    .delete(
      '/manager-reviews/:id/response',
      signedIn(deps),
      validate('param', responseParam),
      idempotent(deps, { atomic: true }),
      async (c) => {
        const { id } = c.req.valid('param');
        await deleteResponse(deps.store, { uid: c.get('user').uid }, id, c.get('idempotency'));
        return c.json({ _id: id, message: RESPONSE_DELETED_MESSAGE });
      },
    );
}
