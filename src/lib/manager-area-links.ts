// Links between the manager-area pages (managers, departments, companies), shared by their features.
import { slugify } from '../../functions/src/domain/text/normalize.ts';

export { slugify };

/** A slug for a path segment: the name's slug, or `fallback` when the name has no word characters. */
function segment(name: string, fallback: string): string {
  return encodeURIComponent(slugify(name) || fallback);
}

/** /management/managers/{name-slug}/{id}: the manager profile. */
export function managerHref(manager: { _id: string; name: string }): string {
  return `/management/managers/${segment(manager.name, 'manager')}/${encodeURIComponent(manager._id)}`;
}

/** /companies/{slug}/{id}: the company page (DESIGN.md section 9: not /management/companies/...). */
export function companyHref(company: { _id: string; name: string; slug?: string }): string {
  const slug = company.slug ? encodeURIComponent(company.slug) : segment(company.name, 'company');
  return `/companies/${slug}/${encodeURIComponent(company._id)}`;
}

/** /companies/{slug}/{id}/rate-company: the company review form. */
export function rateCompanyHref(company: { _id: string; name: string; slug?: string }): string {
  return `${companyHref(company)}/rate-company`;
}

/** /rate-manager, with the company preselected when one is given. */
export function rateManagerHref(company?: { _id: string; name: string }): string {
  if (!company) return '/rate-manager';
  return `/rate-manager?${new URLSearchParams({ companyId: company._id, company: company.name })}`;
}

/** /management/departments/{slug}: the API finds a department by id or slug. */
export function departmentHref(department: { name: string; slug?: string }): string {
  return `/management/departments/${encodeURIComponent(department.slug || slugify(department.name) || 'department')}`;
}
