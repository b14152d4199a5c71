import type { Department, ManagerSummary } from '@/features/managers/types';
import { api, embeddedAnswer } from '@/lib/api-client';

/** GET /api/departments[?search=]: name order, or best matches first. */
export async function listDepartments(search = '', signal?: AbortSignal): Promise<Department[]> {
  const query = search.trim() ? `?search=${encodeURIComponent(search.trim())}` : '';
  const data = await api<Department[]>(`/departments${query}`, { signal });
  return Array.isArray(data) ? data : [];
}

/** GET /api/departments/{id or slug} -> {department, managers[]}. */
export function getDepartment(
  idOrSlug: string,
  signal?: AbortSignal,
): Promise<{ department: Department; managers: ManagerSummary[] }> {
  return api(`/departments/${encodeURIComponent(idOrSlug)}`, { signal });
}

/** The departments, when a server-rendered /Home came with them (first render only). */
export function embeddedDepartments(): Department[] | undefined {
  const data = embeddedAnswer<Department[]>('/departments')?.data;
  return Array.isArray(data) ? data : undefined;
}

/** A department's page, when a server-rendered one came with it (first render only). */
export function embeddedDepartment(
  idOrSlug: string,
): { department: Department; managers: ManagerSummary[] } | undefined {
  return embeddedAnswer<{ department: Department; managers: ManagerSummary[] }>(
    `/departments/${encodeURIComponent(idOrSlug)}`,
  )?.data;
}
