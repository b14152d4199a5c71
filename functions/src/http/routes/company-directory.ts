import { Hono } from 'hono';
import { z } from 'zod';
import {
  companyDirectoryPage,
  DIRECTORY_CURSOR_PATTERN,
  DIRECTORY_PAGE_SIZE,
  directoryLetters,
  MAX_DIRECTORY_PAGE,
  parseDirectoryCursor,
} from '../../domain/companies/company-directory.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { badRequest } from '../errors.ts';
import { NEXT_CURSOR_HEADER } from '../interviewer-fields.ts';
import { queryInteger } from '../query-integer.ts';
import { once, validate } from '../validation.ts';

/** The answer (functions/src/contract/subjects.ts): a page of rows A-Z. */
export { directoryAnswer, directoryEntry, directoryLettersAnswer } from '../../contract/subjects.ts';

/** ?q= (name filter), ?from= (a letter a-z), ?limit= (1-100, default 30), ?cursor= (X-Next-Cursor). */
export const directoryQuery = z.object({
  q: once(z.string().trim().max(100).optional()),
  from: once(
    z
      .string()
      .regex(/^[A-Za-z]$/, 'must be one letter from A to Z')
      .transform((s) => s.toLowerCase())
      .optional(),
  ),
  limit: once(queryInteger(1, MAX_DIRECTORY_PAGE).default(DIRECTORY_PAGE_SIZE)),
  cursor: once(
    z
      .string()
      .regex(DIRECTORY_CURSOR_PATTERN, `must be an ${NEXT_CURSOR_HEADER} value of this list`)
      .optional(),
  ),
});

/**
 * GET /companies/directory: the All-Companies directory, A-Z, a page at a time (next page in
 * X-Next-Cursor). Never counts the collection.
 */
export function companyDirectoryRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .get('/companies/directory', validate('query', directoryQuery), async (c) => {
        const query = c.req.valid('query');
        const after = query.cursor === undefined ? null : parseDirectoryCursor(query.cursor);
        if (query.cursor !== undefined && !after)
          throw badRequest(`cursor must be an ${NEXT_CURSOR_HEADER} value of this list.`);
        const { items, nextCursor } = await companyDirectoryPage(deps.store, query, after);
        if (nextCursor) c.header(NEXT_CURSOR_HEADER, nextCursor);
        return c.json(items);
      })
      // Which jump letters lead to companies of their own (the others are drawn disabled).
      .get('/companies/directory/letters', async (c) =>
        c.json({ letters: await directoryLetters(deps.store) }),
      )
  );
}
