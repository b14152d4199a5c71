import { Hono } from 'hono';
import { z } from 'zod';
import { idField } from '../../contract/ids.ts';
import { blankToUndefined } from '../../contract/request-fields.ts';
import { newInterviewerBody } from '../../contract/subject-requests.ts';
import {
  toInterviewerProfileResponse,
  toInterviewerResponse,
} from '../../domain/interviewers/interviewer.ts';
import {
  addInterviewer,
  getInterviewer,
  INTERVIEWER_CURSOR_PATTERN,
  listInterviewerPage,
  listInterviewers,
  resolveCompany,
  searchInterviewers,
} from '../../domain/interviewers/interviewers.ts';
import { signedIn } from '../auth.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { dailyAllowance } from '../daily-limits.ts';
import { idempotent } from '../idempotency.ts';
import { limitField, NEXT_CURSOR_HEADER, pageField } from '../interviewer-fields.ts';
import { validate } from '../validation.ts';

export const SEARCH_PAGE_SIZE = 12;

export const listQuery = z.object({
  // Given: numbered pages; absent: cursor pages (so no default here, unlike search).
  page: z.preprocess(blankToUndefined, pageField.unwrap().optional()),
  limit: limitField(SEARCH_PAGE_SIZE),
  cursor: z.string().regex(INTERVIEWER_CURSOR_PATTERN, `must be an ${NEXT_CURSOR_HEADER} value`).optional(),
});

export const searchQuery = z.object({
  searchMode: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : v),
    z.enum(['name', 'company']).default('name'),
  ),
  page: pageField,
  limit: limitField(SEARCH_PAGE_SIZE),
});

/**
 * GET /interviewers (a page in name order: ?limit=&cursor=, next page in X-Next-Cursor; or
 * ?page=N&limit= with X-Total-Count), GET /interviewers/{id} (with `outcomes`: {cleared, withResult} or null),
 * GET /interviewers/search/{query}?searchMode=name|company&page=N, and
 * POST /interviewers, which serves both documented payloads (DESIGN.md section 6).
 * Lists answer an array and put the number of matches in X-Total-Count.
 */
export function interviewerRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/interviewers', validate('query', listQuery), async (c) => {
      const { page, limit, cursor } = c.req.valid('query');
      if (page !== undefined && cursor === undefined) {
        // Numbered pages (?page=N, with the total): every earlier page is read again, and the collection counted.
        const { items, total } = await listInterviewers(deps.store, page, limit);
        c.header('X-Total-Count', String(total));
        return c.json(items.map(toInterviewerResponse));
      }
      // Without ?page= (issue 20): a page after ?cursor= in name order, the next one in X-Next-Cursor.
      const { items, nextCursor } = await listInterviewerPage(deps.store, limit, cursor);
      if (nextCursor) c.header(NEXT_CURSOR_HEADER, nextCursor);
      return c.json(items.map(toInterviewerResponse));
    })
    .get(
      '/interviewers/search/:query',
      validate('param', z.object({ query: z.string().max(200) })),
      validate('query', searchQuery),
      async (c) => {
        const { searchMode, page, limit } = c.req.valid('query');
        const { query } = c.req.valid('param');
        const { items, total } = await searchInterviewers(deps.store, query, searchMode, page, limit);
        c.header('X-Total-Count', String(total));
        return c.json(items.map(toInterviewerResponse));
      },
    )
    .get('/interviewers/:id', validate('param', z.object({ id: idField })), async (c) => {
      return c.json(toInterviewerProfileResponse(await getInterviewer(deps.store, c.req.valid('param').id)));
    })
    .post(
      '/interviewers',
      signedIn(deps),
      validate('json', newInterviewerBody),
      idempotent(deps, { atomic: true }),
      async (c) => {
        const { company, ...fields } = c.req.valid('json');
        const now = deps.clock();
        const companyDoc = await resolveCompany(deps.store, company, now);
        const { interviewer, created } = await addInterviewer(
          deps.store,
          companyDoc,
          fields,
          now,
          c.get('idempotency'),
          dailyAllowance(deps, c, 'additions'),
        );
        return c.json(toInterviewerResponse(interviewer), created ? 201 : 200);
      },
    );
}
