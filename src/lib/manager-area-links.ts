// Links between the manager-area pages (managers, departments, companies), shared by their features.
import { slugify } from '../../functions/src/domain/text/normalize.ts';
import { companyHref, departmentHref, managerHref } from '../../functions/src/http/profile-paths.ts';

// One definition of the canonical paths, shared with the server's rendered pages and redirects.
export { companyHref, departmentHref, managerHref, slugify };

/** /companies/{slug}/{id}/rate-company: the company review form. */
export function rateCompanyHref(company: { _id: string; name: string; slug?: string }): string {
  return `${companyHref(company)}/rate-company`;
}

/** /rate-manager, with the company preselected when one is given. */
export function rateManagerHref(company?: { _id: string; name: string }): string {
  if (!company) return '/rate-manager';
  return `/rate-manager?${new URLSearchParams({ companyId: company._id, company: company.name })}`;
}
