import type { Department, ManagerSummary } from '@/features/managers/types';
import { type ApiResult, answerMeta, apiWithMeta, embeddedAnswer } from '@/lib/api-client';

/** GET /api/departments[?search=]: name order, or best matches first; with when it was fetched (offline: saved). */
export async function listDepartments(search = '', signal?: AbortSignal): Promise<ApiResult<Department[]>> {
  const query = search.trim() ? `?search=${encodeURIComponent(search.trim())}` : '';
  const answer = await apiWithMeta<Department[]>(`/departments${query}`, { signal });
  return { ...answer, data: Array.isArray(answer.data) ? answer.data : [] };
}

export type DepartmentAnswer = { department: Department; managers: ManagerSummary[] };

/** GET /api/departments/{id or slug} -> {department, managers[]}, with when it was fetched (offline: saved). */
export function getDepartment(idOrSlug: string, signal?: AbortSignal): Promise<ApiResult<DepartmentAnswer>> {
  return apiWithMeta<DepartmentAnswer>(`/departments/${encodeURIComponent(idOrSlug)}`, { signal });
}

/** The departments, when a server-rendered /Home came with them (first render only). */
export function embeddedDepartments(): ApiResult<Department[]> | undefined {
  const answer = embeddedAnswer<Department[]>('/departments');
  return answer && Array.isArray(answer.data)
    ? { data: answer.data, ...answerMeta(answer.headers) }
    : undefined;
}

/** A department's page, when a server-rendered one came with it (first render only). */
export function embeddedDepartment(idOrSlug: string): ApiResult<DepartmentAnswer> | undefined {
  const answer = embeddedAnswer<DepartmentAnswer>(`/departments/${encodeURIComponent(idOrSlug)}`);
  return answer && { data: answer.data, ...answerMeta(answer.headers) };
}
