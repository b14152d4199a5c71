import type { Doc, DocumentStore } from '../../store/document-store.ts';
import type { CompanyData } from '../companies/company.ts';
import { BRANCHES, type BranchData } from './branch.ts';

/** Branches read per company for its city list: a directory row or search line names a few, not all. */
export const MAX_CITY_BRANCHES = 12;

/**
 * The distinct cities of each company's branches, A-Z, keyed by company id: one getAll for all of
 * them (point reads of the ids the companies carry), never a query over the branches.
 */
export async function companyCities(
  store: Pick<DocumentStore, 'getAll'>,
  companies: readonly Doc<CompanyData>[],
): Promise<Map<string, string[]>> {
  const ids = [...new Set(companies.flatMap((c) => c.data.branchIds.slice(0, MAX_CITY_BRANCHES)))];
  const branches = ids.length > 0 ? await store.getAll<BranchData>(BRANCHES, ids) : [];
  const byCompany = new Map<string, Map<string, string>>();
  for (const branch of branches) {
    if (!branch) continue;
    const cities = byCompany.get(branch.data.companyId) ?? new Map<string, string>();
    if (!cities.has(branch.data.cityKey)) cities.set(branch.data.cityKey, branch.data.city);
    byCompany.set(branch.data.companyId, cities);
  }
  return new Map(
    companies.map((c) => [
      c.id,
      [...(byCompany.get(c.id)?.values() ?? [])].sort((a, b) => a.localeCompare(b)),
    ]),
  );
}
