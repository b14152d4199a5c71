// The canonical paths of profile pages, shared by the PWA's links (src/lib/manager-area-links.ts),
// the sitemap and the share images (issue 15): one slug rule (DESIGN.md section 5), one form per kind.
import { slugify } from '../domain/text/normalize.ts';

/** A slug for a path segment: the name's slug, or `fallback` when the name has no word characters. */
function segment(name: string, fallback: string): string {
  return encodeURIComponent(slugify(name) || fallback);
}

/** /interviewers/{id}: the interviewer profile. */
export function interviewerHref(interviewer: { _id: string }): string {
  return `/interviewers/${encodeURIComponent(interviewer._id)}`;
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

/** /management/departments/{slug}: a department's managers (the API finds a department by id or slug). */
export function departmentHref(department: { name: string; slug?: string }): string {
  return `/management/departments/${department.slug ? encodeURIComponent(department.slug) : segment(department.name, 'department')}`;
}
