import type { CompanyInsights, ReviewKind, ThemeReview, Themes } from '@/features/insights/types';
import { type ApiResult, api, apiWithMeta } from '@/lib/api-client';

/** GET /api/companies/{id}/insights. */
export function getCompanyInsights(id: string, signal?: AbortSignal): Promise<ApiResult<CompanyInsights>> {
  return apiWithMeta<CompanyInsights>(`/companies/${encodeURIComponent(id)}/insights`, { signal });
}

/** GET /api/themes/{kind}/{id}. */
export function getThemes(kind: ReviewKind, id: string, signal?: AbortSignal): Promise<Themes> {
  return api<Themes>(`/themes/${kind}/${encodeURIComponent(id)}`, { signal });
}

/** GET /api/themes/{kind}/{id}/reviews?theme=N: the reviews mentioning theme N. */
export function getThemeReviews(kind: ReviewKind, id: string, index: number): Promise<ThemeReview[]> {
  return api<ThemeReview[]>(`/themes/${kind}/${encodeURIComponent(id)}/reviews?theme=${index}`);
}
