import { Hono } from 'hono';
import { getCompany } from '../../domain/companies/companies.ts';
import { readBenchmarks } from '../../domain/insights/benchmarks.ts';
import { readCompanyInsights } from '../../domain/insights/company-insights.ts';
import { companyInsightsAnswer } from '../../domain/insights/insights-answer.ts';
import { readThemes, themeReviews } from '../../domain/insights/themes.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { validate } from '../validation.ts';
import { companyInsightsParams, themeReviewsQuery, themesParams } from './insights-schemas.ts';

/**
 * GET /companies/{id}/insights (a company's trends, aspects against all companies, interview
 * outcomes, branches and departments, managers who moved most, its themes) and
 * GET /themes/{kind}/{id} (an interviewer's, manager's or company's recurring themes) and
 * GET /themes/{kind}/{id}/reviews?theme=N (the published reviews mentioning theme N).
 * Public reads: a few documents each, cached like the other public reads.
 */
export function insightsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/companies/:id/insights', validate('param', companyInsightsParams), async (c) => {
      const company = await getCompany(deps.store, c.req.valid('param').id);
      const [insights, benchmarks, themes] = await Promise.all([
        readCompanyInsights(deps.store, company.id),
        readBenchmarks(deps.store),
        readThemes(deps.store, 'company', company.id),
      ]);
      return c.json(companyInsightsAnswer(company, insights, benchmarks, themes, deps.clock()));
    })
    .get('/themes/:kind/:id', validate('param', themesParams), async (c) => {
      const { kind, id } = c.req.valid('param');
      const themes = await readThemes(deps.store, kind, id);
      return c.json(themes ?? { kind, subjectId: id, reviewCount: 0, themes: [], computedAt: null });
    })
    .get(
      '/themes/:kind/:id/reviews',
      validate('param', themesParams),
      validate('query', themeReviewsQuery),
      async (c) => {
        const { kind, id } = c.req.valid('param');
        const reviews = await themeReviews(deps.store, kind, id, c.req.valid('query').theme);
        if (!reviews) throw new DomainError('not_found', 'Theme not found.');
        return c.json(reviews);
      },
    );
}
