import type { BranchSuggestion, CompanySuggestion, Department } from '@/features/managers/types';
import { api } from '@/lib/api-client';

/** GET /api/companies?search=: best matches first. */
export async function suggestCompanies(text: string, signal?: AbortSignal): Promise<CompanySuggestion[]> {
  const data = await api<CompanySuggestion[]>(`/companies?search=${encodeURIComponent(text)}`, { signal });
  return Array.isArray(data) ? data.slice(0, 8) : [];
}

/** GET /api/branches?companyId=&search=: the company's branches matching the city or location. */
export async function suggestBranches(
  companyId: string,
  text: string,
  signal?: AbortSignal,
): Promise<BranchSuggestion[]> {
  const query = new URLSearchParams({ companyId, search: text });
  const data = await api<BranchSuggestion[]>(`/branches?${query}`, { signal });
  return Array.isArray(data) ? data.slice(0, 8) : [];
}

/** GET /api/departments?search=. */
export async function suggestDepartments(text: string, signal?: AbortSignal): Promise<Department[]> {
  const data = await api<Department[]>(`/departments?search=${encodeURIComponent(text)}`, { signal });
  return Array.isArray(data) ? data.slice(0, 8) : [];
}
