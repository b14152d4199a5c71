import type { NewCompanyRequest } from '@contract/subject-requests';
import type { Company } from '@/features/interviewers/types';
import { api } from '@/lib/api-client';

/** GET /api/companies?search=: companies whose name matches, for the autocomplete. */
export async function searchCompanies(search: string, signal?: AbortSignal): Promise<Company[]> {
  const data = await api<Company[]>(`/companies?search=${encodeURIComponent(search)}`, { signal });
  return Array.isArray(data) ? data : [];
}

/** POST /api/companies {name}: creates the company, or finds it by its normalised name. */
export function createCompany(name: string, idempotencyKey: string): Promise<Company> {
  return api<Company>('/companies', {
    method: 'POST',
    body: { name } satisfies NewCompanyRequest,
    auth: 'required',
    idempotencyKey,
  });
}
