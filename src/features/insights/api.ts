import type { CompanyInsights, ReviewKind, ThemeReview, Themes } from '@/features/insights/types';
import { type ApiResult, answerMeta, api, apiWithMeta, embeddedAnswer } from '@/lib/api-client';

/** GET /api/companies/{id}/insights. */
export function getCompanyInsights(id: string, signal?: AbortSignal): Promise<ApiResult<CompanyInsights>> {
  return apiWithMeta<CompanyInsights>(`/companies/${encodeURIComponent(id)}/insights`, { signal });
}

/** The same answer, when the server-rendered page came with it (first render only). */
export function embeddedCompanyInsights(id: string): ApiResult<CompanyInsights> | undefined {
  const answer = embeddedAnswer<CompanyInsights>(`/companies/${encodeURIComponent(id)}/insights`);
  return answer && { data: answer.data, ...answerMeta(answer.headers) };
}

/** GET /api/themes/{kind}/{id}. */
export function getThemes(kind: ReviewKind, id: string, signal?: AbortSignal): Promise<Themes> {
  return api<Themes>(`/themes/${kind}/${encodeURIComponent(id)}`, { signal });
}

/** The same answer, when the server-rendered profile came with it (first render only). */
export function embeddedThemes(kind: ReviewKind, id: string): Themes | undefined {
  return embeddedAnswer<Themes>(`/themes/${kind}/${encodeURIComponent(id)}`)?.data;
}

/** GET /api/themes/{kind}/{id}/reviews?theme=N: the reviews mentioning theme N. */
export function getThemeReviews(kind: ReviewKind, id: string, index: number): Promise<ThemeReview[]> {
  return api<ThemeReview[]>(`/themes/${kind}/${encodeURIComponent(id)}/reviews?theme=${index}`);
}
