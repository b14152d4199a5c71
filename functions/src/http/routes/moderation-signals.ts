import { Hono } from 'hono';
import { dismissSignal, listSignals } from '../../domain/insights/signals.ts';
import { signedIn } from '../auth.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { moderatorsOnly } from '../moderator.ts';
import { validate } from '../validation.ts';
import { signalParams, signalsQuery } from './insights-schemas.ts';

/**
 * Moderators only (issue 16): suspicious patterns the insights job found (insights/signals.ts).
 *   GET  /moderation/signals?status=open|dismissed -> {signals: Signal[]} (reason and reviews, never authors)
 *   POST /moderation/signals/{id}/dismiss -> {signal} (409 when already dismissed)
 */
export function moderationSignalRoutes(deps: AppDeps) {
  const staff = [signedIn(deps), moderatorsOnly(deps)] as const;
  return new Hono<AppEnv>()
    .get('/moderation/signals', ...staff, validate('query', signalsQuery), async (c) =>
      c.json({ signals: await listSignals(deps.store, c.req.valid('query').status) }),
    )
    .post('/moderation/signals/:id/dismiss', ...staff, validate('param', signalParams), async (c) =>
      c.json({ signal: await dismissSignal(deps.store, c.req.valid('param').id, deps.clock()) }),
    );
}
