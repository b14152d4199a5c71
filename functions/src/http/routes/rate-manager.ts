import { Hono } from 'hono';
import { rateManagerBody } from '../../contract/subject-requests.ts';
import { toBranchResponse } from '../../domain/branches/branch.ts';
import { toCompanyResponse } from '../../domain/companies/company.ts';
import { toDepartmentResponse } from '../../domain/departments/department.ts';
import { toManagerDetails } from '../../domain/managers/manager.ts';
import { inputFields } from '../../domain/managers/manager-review.ts';
import { withManagerViewer } from '../../domain/managers/manager-reviews.ts';
import { rateManager } from '../../domain/managers/rate-manager.ts';
import { signedIn } from '../auth.ts';
import { actorOf } from '../caller.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { dailyAllowance } from '../daily-limits.ts';
import { idempotent } from '../idempotency.ts';
import { admitNewReview, settleAdmission } from '../review-admission.ts';
import { reviewWrite } from '../review-write.ts';
import { validate } from '../validation.ts';
import { branchCoordinates } from './branches.ts';
import { managerReviewTexts, type ParsedManagerReview } from './manager-reviews.ts';

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
    validate('json', rateManagerBody),
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
        dailyAllowance(deps, c, 'additions'),
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
