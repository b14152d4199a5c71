import { Hono } from 'hono';
import { z } from 'zod';
import { REVIEW_KIND_NAMES } from '../../domain/moderation/moderated-kinds.ts';
import { MAX_REPORT_DETAILS, REPORT_REASONS, reportReview } from '../../domain/moderation/reports.ts';
import { signedIn } from '../auth.ts';
import { actorOf } from '../caller.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { idempotent } from '../idempotency.ts';
import { blankToUndefined, idField } from '../interviewer-fields.ts';
import { validate } from '../validation.ts';

export const reportBody = z
  .object({
    kind: z.enum(REVIEW_KIND_NAMES),
    reviewId: idField,
    reason: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(REPORT_REASONS)),
    details: z
      .preprocess(blankToUndefined, z.string().trim().max(MAX_REPORT_DETAILS).optional())
      .transform((v) => v ?? ''),
  })
  .refine((b) => b.reason !== 'other' || b.details !== '', {
    path: ['details'],
    message: 'is required when the reason is other',
  });

/**
 * POST /reports (bearer) {kind: 'interviewer'|'manager'|'company', reviewId,
 * reason, details?} -> 201 {_id, kind, reviewId, reason, createdAt, message}.
 * 403 for your own review, 409 for a second report of the same review, 404
 * for a review readers cannot see. Three reports hide the review until a moderator decides.
 */
export function reportRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(
    '/reports',
    signedIn(deps),
    validate('json', reportBody),
    idempotent(deps, { atomic: true }),
    async (c) => {
      const report = await reportReview(
        deps.store,
        actorOf(deps, c),
        c.req.valid('json'),
        deps.clock(),
        c.get('idempotency'),
      );
      return c.json(report, 201);
    },
  );
}
