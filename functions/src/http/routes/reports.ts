import { Hono } from 'hono';
import { reportBody } from '../../contract/account-requests.ts';
import { reportNetwork, reportReview } from '../../domain/moderation/reports.ts';
import { isYoungCaller } from '../account-age.ts';
import { signedIn } from '../auth.ts';
import { actorOf } from '../caller.ts';
import { clientHousehold } from '../client-ip.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { countedWrite } from '../daily-limits.ts';
import { idempotent } from '../idempotency.ts';
import { validate } from '../validation.ts';

/**
 * POST /reports (bearer) {kind: 'interviewer'|'manager'|'company'|'response', reviewId,
 * reason, details?} -> 201 {_id, kind, reviewId, reason, createdAt, message}. A response is
 * reported by the id of the review it answers, and treated as a review in all that follows.
 * 403 for your own review, 409 for a second report of the same review, 404
 * for a review readers cannot see. Three reports from accounts older than a day, from three client
 * networks, hide the review until a moderator decides (a younger account's report, or a second one from
 * a network, only queues it), and each account files at most a daily
 * allowance of reports (429 past it; daily-limits.ts).
 */
export function reportRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(
    '/reports',
    signedIn(deps),
    validate('json', reportBody),
    idempotent(deps, { atomic: true }),
    async (c) => {
      const now = deps.clock();
      // Awaited with the review's first read (reportReview), not before the transaction.
      const fromYoungAccount = isYoungCaller(deps, c.get('user').uid, now);
      // Handled even when the report is refused before that read (a malformed id), so no rejection goes unheard.
      fromYoungAccount.catch(() => {});
      const input = c.req.valid('json');
      // The address as our own proxies saw it (client-ip.ts), IPv6 by /48: never as the request claims.
      const network = reportNetwork(deps.secrets.codes, input.kind, input.reviewId, clientHousehold(c));
      const report = await reportReview(
        deps.store,
        actorOf(deps, c),
        { ...input, fromYoungAccount, reporterUid: c.get('user').uid, network },
        now,
        countedWrite(deps, c, 'reports'),
      );
      return c.json(report, 201);
    },
  );
}
