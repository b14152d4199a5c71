// Canonical paths of the pages about people and companies: the PWA's links (src/lib/manager-area-links.ts)
// and the server's rendered pages, canonical links and moved-slug redirects use these same functions.
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
