import { Hono } from 'hono';
import { z } from 'zod';
import { moderationActionBody } from '../../contract/account-requests.ts';
import { idField } from '../../contract/ids.ts';
import { moderateReview } from '../../domain/moderation/actions.ts';
import {
  listModerationLog,
  MAX_LISTED_LOG_ENTRIES,
  MODERATION_ACTIONS,
} from '../../domain/moderation/audit-log.ts';
import { MODERATED_KIND_NAMES } from '../../domain/moderation/moderated-kinds.ts';
import { moderationItem, moderationQueue, QUEUE_VIEWS } from '../../domain/moderation/queue.ts';
import { signedIn } from '../auth.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { idempotent } from '../idempotency.ts';
import { moderatorOf, moderatorsOnly } from '../moderator.ts';
import { queryInteger } from '../query-integer.ts';
import { tellReviewerAfterAnswer } from '../reviewer-notice.ts';
import { validate } from '../validation.ts';

export const queueQuery = z.object({ view: z.enum(QUEUE_VIEWS).default('open') });
export const logQuery = z.object({
  limit: queryInteger(1, MAX_LISTED_LOG_ENTRIES).default(50),
});
export const reviewParam = z.object({ kind: z.enum(MODERATED_KIND_NAMES), reviewId: idField });

/**
 * Moderators only (custom claim `moderator: true`; 401 without a token, 403 without the claim):
 *   GET  /moderation/queue?view=open|removed -> {items: QueueItem[]}
 *   POST /moderation/reviews/{kind}/{reviewId}/approve|remove|restore {reason}
 *        -> {item: QueueItem, fromState, toState} (409 when the action does not apply)
 *   GET  /moderation/log?limit=N -> {entries: LogEntry[]}, newest first
 * Queue items carry the review's content and its reports (reasons, details,
 * counts, times); never who wrote or who reported it.
 */
export function moderationRoutes(deps: AppDeps) {
  const staff = [signedIn(deps), moderatorsOnly(deps)] as const;
  const routes = new Hono<AppEnv>()
    .get('/moderation/queue', ...staff, validate('query', queueQuery), async (c) =>
      c.json({ items: await moderationQueue(deps.store, c.req.valid('query').view) }),
    )
    .get('/moderation/log', ...staff, validate('query', logQuery), async (c) =>
      c.json({ entries: await listModerationLog(deps.store, c.req.valid('query').limit) }),
    );
  for (const action of MODERATION_ACTIONS) {
    routes.post(
      `/moderation/reviews/:kind/:reviewId/${action}`,
      ...staff,
      validate('param', reviewParam),
      validate('json', moderationActionBody),
      idempotent(deps, { atomic: true }),
      async (c) => {
        const { kind, reviewId } = c.req.valid('param');
        const outcome = await moderateReview(
          deps.store,
          moderatorOf(c),
          { kind, reviewId },
          action,
          c.req.valid('json').reason,
          deps.clock(),
          c.get('idempotency'),
        );
        // A response published for the first time owes its reviewer a mail (written with the decision),
        // sent after the answer; sending finds nothing owed otherwise.
        if (kind === 'response' && outcome.toState === 'published') tellReviewerAfterAnswer(deps, reviewId);
        return c.json({ item: await moderationItem(deps.store, kind, reviewId), ...outcome });
      },
    );
  }
  return routes;
}
