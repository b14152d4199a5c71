import { Hono } from 'hono';
import { z } from 'zod';
import { idField } from '../../contract/ids.ts';
import { round2 } from '../../domain/interviewers/blended-score.ts';
import { displayedRating } from '../../domain/interviewers/interviewer.ts';
import { averageOf } from '../../domain/interviewers/rating-aggregates.ts';
import { listSaved, saveInterviewer, unsaveInterviewer } from '../../domain/saved/saved-interviewers.ts';
import { signedIn } from '../auth.ts';
import { actorOf } from '../caller.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { countedWrite } from '../daily-limits.ts';
import { idempotent } from '../idempotency.ts';
import { validate } from '../validation.ts';

export const savedParam = z.object({ interviewerId: idField });

/**
 * GET /api/user/saved -> { savedInterviewers: [{ _id, name, position, company: { _id, name }, rating,
 * reviewCount, average }] } (rating: the blended score; average: the plain mean the cards lead with),
 * most recently saved first; POST and DELETE /api/user/saved/{interviewerId}
 * -> { interviewerId, saved }, both idempotent by nature. Each answered one counts against the
 * account's daily allowance of saves (429 past it; daily-limits.ts): every write empties the cached
 * public answers, so a loop of them must stop somewhere.
 */
export function savedInterviewerRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/user/saved', signedIn(deps), async (c) => {
      const saved = await listSaved(deps.store, actorOf(deps, c));
      return c.json({
        savedInterviewers: saved.map(({ id, data }) => ({
          _id: id,
          name: data.name,
          position: data.position,
          company: { _id: data.companyId, name: data.companyName },
          rating: displayedRating(data),
          reviewCount: data.reviewCount,
          average: round2(averageOf(data)),
        })),
      });
    })
    .post(
      '/user/saved/:interviewerId',
      signedIn(deps),
      validate('param', savedParam),
      idempotent(deps, { atomic: true }),
      async (c) => {
        const { interviewerId } = c.req.valid('param');
        await saveInterviewer(
          deps.store,
          actorOf(deps, c),
          interviewerId,
          deps.clock(),
          countedWrite(deps, c, 'saves'),
        );
        return c.json({ interviewerId, saved: true });
      },
    )
    .delete(
      '/user/saved/:interviewerId',
      signedIn(deps),
      validate('param', savedParam),
      idempotent(deps, { atomic: true }),
      async (c) => {
        const { interviewerId } = c.req.valid('param');
        await unsaveInterviewer(deps.store, actorOf(deps, c), interviewerId, countedWrite(deps, c, 'saves'));
        return c.json({ interviewerId, saved: false });
      },
    );
}
