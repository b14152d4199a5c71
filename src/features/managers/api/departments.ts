import type { Department, ManagerSummary } from '@/features/managers/types';
import { api } from '@/lib/api-client';

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
