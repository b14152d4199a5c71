import { Hono } from 'hono';
import { z } from 'zod';
import { idField } from '../../contract/ids.ts';
import { newManagerBody } from '../../contract/subject-requests.ts';
import { latestManagerReviews } from '../../domain/managers/latest-reviews.ts';
import { toManagerDetails, toManagerSummary } from '../../domain/managers/manager.ts';
import { MANAGER_REVIEW_KIND } from '../../domain/managers/manager-review.ts';
import {
  managerCallerPart,
  managerProfile,
  managerProfilePage,
} from '../../domain/managers/manager-reviews.ts';
import {
  MANAGER_PAGE_SIZE,
  searchManagers,
  searchManagersAnywhere,
} from '../../domain/managers/manager-search.ts';
import { addManager } from '../../domain/managers/managers.ts';
import type { ListedReview } from '../../domain/reviews/caller-part.ts';
import { signedIn } from '../auth.ts';
import { actorIfSignedIn } from '../caller.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { dailyAllowance } from '../daily-limits.ts';
import { idempotent } from '../idempotency.ts';
import {
  limitField,
  NEXT_CURSOR_HEADER,
  pageField,
  reviewOrderFields,
  reviewPageFields,
  reviewPageOf,
} from '../interviewer-fields.ts';
import {
  fromPublicAnswer,
  type PersonalisedList,
  personalisedListRead,
  subjectInPath,
} from '../personalised-reads.ts';
import type { ReadCacheEntry } from '../public-read-cache.ts';
import { reviewCursors } from '../review-cursor.ts';
import { validate } from '../validation.ts';

/** The landing page's latest reviews are the same for everyone: shared caches may keep them a minute. */
export const HOMEPAGE_CACHE_CONTROL = 'public, max-age=60';

/** A manager's profile as a bearer reads it: its reviews (personalised-reads.ts). */
const MANAGER_LIST: PersonalisedList = {
  kind: MANAGER_REVIEW_KIND,
  callerPart: managerCallerPart,
  itemsOf: (answer) => (answer as { reviews: ListedReview[] }).reviews,
};

/**
 * GET /managers/{id} for a bearer, made before routing (personalised-reads.ts). Not
 * /managers/homepage-content, which the routes below take before /managers/:id.
 */
export const managerProfileRead = (deps: AppDeps, publicEntry: (key: string) => ReadCacheEntry | null) =>
  personalisedListRead(
    deps,
    publicEntry,
    MANAGER_LIST,
    subjectInPath(/^(?:\/api)?\/managers\/(?!homepage-content$)([^/]+)$/),
  );

/** A manager's profile: its reviews' first page (or one page) in the order asked for. */
export const profileQuery = z.object({ ...reviewPageFields, ...reviewOrderFields });

export const anywhereQuery = z.object({ q: z.string().max(200).default('') });

export const searchQuery = z.object({
  searchMode: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : v),
    z.enum(['name', 'company']).default('name'),
  ),
  page: pageField,
  limit: limitField(MANAGER_PAGE_SIZE),
});

/**
 * POST /managers (create, or find the one of that name at that branch: 201 / 200),
 * GET /managers/{id} -> {manager, reviews[]} (reviews newest first, or ?sort=helpful|highest|lowest;
 * personalised when a bearer comes; with ?limit=
 * and/or ?cursor=, one page of the reviews and the next page's cursor in X-Next-Cursor),
 * GET /managers/search/{text}?searchMode=name|company&page=N (9 a page, total in X-Total-Count),
 * GET /search?q= -> {managers[]} (name or company matches, name matches first),
 * GET /managers/homepage-content -> {latestReviews[]} (the landing page's latest reviews; public,
 * cached by browsers and CDNs for a minute).
 */
export function managerRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .get('/search', validate('query', anywhereQuery), async (c) => {
        const managers = await searchManagersAnywhere(deps.store, c.req.valid('query').q);
        return c.json({ managers: managers.map(toManagerSummary) });
      })
      .get(
        '/managers/search/:text',
        validate('param', z.object({ text: z.string().max(200) })),
        validate('query', searchQuery),
        async (c) => {
          const { searchMode, page, limit } = c.req.valid('query');
          const { items, total } = await searchManagers(
            deps.store,
            c.req.valid('param').text,
            searchMode,
            page,
            limit,
          );
          c.header('X-Total-Count', String(total));
          return c.json(items.map(toManagerSummary));
        },
      )
      // Before /managers/:id, which would take it for a manager id.
      .get('/managers/homepage-content', async (c) => {
        const latestReviews = await latestManagerReviews(deps.store);
        c.header('Cache-Control', HOMEPAGE_CACHE_CONTROL);
        return c.json({ latestReviews });
      })
      .get(
        '/managers/:id',
        validate('param', z.object({ id: idField })),
        validate('query', profileQuery),
        async (c) => {
          const actor = await actorIfSignedIn(deps, c);
          const { id } = c.req.valid('param');
          const query = c.req.valid('query');
          if (actor) {
            const merged = await fromPublicAnswer(deps, c, MANAGER_LIST, actor, id);
            if (merged) return merged;
          }
          const order = { sort: query.sort };
          const cursors = reviewCursors(deps.secrets, { kind: 'manager-reviews', subjectId: id, ...order });
          const page = reviewPageOf(query, cursors, order);
          if (!page) return c.json(await managerProfile(deps.store, id, actor, order));
          const { profile, next } = await managerProfilePage(deps.store, id, actor, page);
          if (next) c.header(NEXT_CURSOR_HEADER, cursors.seal(next));
          return c.json(profile);
        },
      )
      .post(
        '/managers',
        signedIn(deps),
        validate('json', newManagerBody),
        idempotent(deps, { atomic: true }),
        async (c) => {
          const body = c.req.valid('json');
          const { manager, created } = await addManager(
            deps.store,
            {
              name: body.name,
              position: body.position,
              companyId: body.company,
              branchId: body.branchId,
              departmentId: body.departmentId ?? null,
            },
            deps.clock(),
            c.get('idempotency'),
            dailyAllowance(deps, c, 'additions'),
          );
          return c.json(toManagerDetails(manager), created ? 201 : 200);
        },
      )
  );
}
