import { Hono } from 'hono';
import { z } from 'zod';
import { newDepartmentBody } from '../../contract/subject-requests.ts';
import { toDepartmentResponse } from '../../domain/departments/department.ts';
import {
  findOrCreateDepartment,
  getDepartment,
  listDepartments,
  searchDepartments,
} from '../../domain/departments/departments.ts';
import { toManagerSummary } from '../../domain/managers/manager.ts';
import { managersOfDepartment } from '../../domain/managers/managers.ts';
import { signedIn } from '../auth.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { dailyAllowance } from '../daily-limits.ts';
import { idempotent } from '../idempotency.ts';
import { queryInteger } from '../query-integer.ts';
import { validate } from '../validation.ts';

export const listQuery = z.object({
  search: z.string().trim().max(100).optional(),
  limit: queryInteger(1, 100).default(100),
});

/**
 * GET /departments[?search=] (name order, or best matches first),
 * POST /departments {name} (create-or-find by normalised name: 201 new, 200 found),
 * GET /departments/{id or slug} -> {department, managers[]} (the department page).
 */
export function departmentRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/departments', validate('query', listQuery), async (c) => {
      const { search, limit } = c.req.valid('query');
      const docs = search
        ? await searchDepartments(deps.store, search, limit)
        : await listDepartments(deps.store, limit);
      return c.json(docs.map(toDepartmentResponse));
    })
    .post(
      '/departments',
      signedIn(deps),
      validate('json', newDepartmentBody),
      idempotent(deps, { atomic: true }),
      async (c) => {
        const { department, created } = await findOrCreateDepartment(
          deps.store,
          c.req.valid('json').name,
          deps.clock(),
          dailyAllowance(deps, c, 'additions'),
        );
        return c.json(toDepartmentResponse(department), created ? 201 : 200);
      },
    )
    .get('/departments/:id', validate('param', z.object({ id: z.string().min(1).max(200) })), async (c) => {
      const department = await getDepartment(deps.store, c.req.valid('param').id);
      const managers = await managersOfDepartment(deps.store, department.id);
      return c.json({
        department: toDepartmentResponse(department),
        managers: managers.map(toManagerSummary),
      });
    });
}
