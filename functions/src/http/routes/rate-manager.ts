import { Hono } from 'hono';
import { z } from 'zod';
import { MAX_BRANCH_NAME, toBranchResponse } from '../../domain/branches/branch.ts';
import { MAX_COMPANY_NAME } from '../../domain/companies/companies.ts';
import { toCompanyResponse } from '../../domain/companies/company.ts';
import { MAX_DEPARTMENT_NAME, toDepartmentResponse } from '../../domain/departments/department.ts';
import { MAX_MANAGER_NAME, MAX_MANAGER_POSITION, toManagerDetails } from '../../domain/managers/manager.ts';
import { inputFields } from '../../domain/managers/manager-review.ts';
import { withManagerViewer } from '../../domain/managers/manager-reviews.ts';
import { rateManager } from '../../domain/managers/rate-manager.ts';
import { signedIn } from '../auth.ts';
import { actorOf } from '../caller.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { idempotent } from '../idempotency.ts';
import { blankToUndefined, idField } from '../interviewer-fields.ts';
import { cityField, locationField, managerReviewBody, type ParsedManagerReview } from '../manager-fields.ts';
import { nameText, optionalName, optionalNameText } from '../name-fields.ts';
import { admitNewReview, settleAdmission } from '../review-admission.ts';
import { reviewWrite } from '../review-write.ts';
import { validate } from '../validation.ts';
import { branchCoordinates } from './branches.ts';
import { managerReviewTexts } from './manager-reviews.ts';

export const rateBody = z
  .object({
    companyId: z.preprocess(blankToUndefined, idField.optional()),
    companyName: optionalName(MAX_COMPANY_NAME),
    branch: z.object({ city: cityField, location: locationField, name: optionalNameText(MAX_BRANCH_NAME) }),
    departmentId: z.preprocess(blankToUndefined, idField.optional()),
    departmentName: optionalName(MAX_DEPARTMENT_NAME),
    manager: z.object({
      name: nameText(MAX_MANAGER_NAME),
      position: nameText(MAX_MANAGER_POSITION),
    }),
    review: managerReviewBody,
  })
  .refine((b) => b.companyId !== undefined || b.companyName !== undefined, {
    path: ['companyName'],
    message: 'is required (or companyId)',
  });

/**
 * POST /rate-manager (bearer): the rate-manager form in one all-or-nothing,
 * idempotent call. Body: {companyId | companyName, branch {city, location?, name?},
 * departmentId? | departmentName?, manager {name, position}, review {rating,
 * reviewText, ...}}. 201 {company, branch, department, manager, review, created}.
 */
export function rateManagerRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(
    '/rate-manager',
    signedIn(deps),
    validate('json', rateBody),
    idempotent(deps, { atomic: true }),
    async (c) => {
      const body = c.req.valid('json');
      const actor = actorOf(deps, c);
      const review = inputFields(body.review as ParsedManagerReview);
      const admission = await admitNewReview(deps, c, {
        rating: review.rating,
        texts: managerReviewTexts(review),
      });
      const result = await rateManager(
        deps.store,
        actor,
        {
          company:
            body.companyId !== undefined ? { id: body.companyId } : { name: body.companyName as string },
          branch: { city: body.branch.city, location: body.branch.location, name: body.branch.name },
          department:
            body.departmentId !== undefined
              ? { id: body.departmentId }
              : body.departmentName !== undefined
                ? { name: body.departmentName }
                : null,
          manager: body.manager,
          review,
        },
        await branchCoordinates(deps, body.branch.city),
        deps.clock(),
        reviewWrite(deps, c, 'new'),
        admission,
      );
      await settleAdmission(deps, 'manager', admission);
      const [answer] = await withManagerViewer(deps.store, actor, [result.review]);
      return c.json(
        {
          company: toCompanyResponse(result.company),
          branch: toBranchResponse(result.branch),
          department: result.department ? toDepartmentResponse(result.department) : null,
          manager: toManagerDetails(result.manager),
          review: answer,
          created: result.created,
        },
        201,
      );
    },
  );
}
