import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';

/** GET /api/ping: the warm-up call the home page makes (SPEC.md section 7). */
export function pingRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/ping', (c) => c.json({ ok: true, time: deps.clock().toISOString() }));
}
