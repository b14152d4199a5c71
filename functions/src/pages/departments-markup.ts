// /Home (the departments) and /management/departments/{slug} (a department's managers) as the PWA draws
// them (src/features/managers/home-page.tsx, department-page.tsx): the band, then the departments' cards or
// the department's manager cards (results-markup.ts). Every value from data is escaped.

import type { Department, ManagerSummary } from '../contract/subjects.ts';
import { countOf } from '../domain/text/company-listings.ts';
import { listedDepartments, NO_DEPARTMENTS_TEXT } from '../domain/text/department-listing.ts';
import { departmentHref } from '../http/profile-paths.ts';
import { esc } from './html.ts';
import { link, managerCardMarkup, RESULTS_ERROR_MARKUP } from './results-markup.ts';

const band = (eyebrow: string, titleId: string, title: string, lead: string) =>
  `<header class="rk-band"><div class="container"><p class="eyebrow rk-eyebrow">${esc(eyebrow)}</p>` +
  `<h1 id="${titleId}">${esc(title)}</h1><p class="rk-lead">${esc(lead)}</p></div></header>`;

/** /Home: each department that has managers, with their count and a way in; null when the answer did not come. */
export function departmentsMarkup(answer: Department[] | null): string {
  const departments = answer === null ? null : listedDepartments(answer);
  let body: string;
  if (departments === null) body = RESULTS_ERROR_MARKUP;
  else if (departments.length === 0)
    body = `<p class="rk-empty">${NO_DEPARTMENTS_TEXT} ${link('/rate-manager', 'Rate a manager')} to add the first.</p>`;
  else
    body = `<ul class="card mg-departments" aria-labelledby="departments-title">${departments
      .map(
        (d) =>
          `<li>${link(
            departmentHref(d),
            `<span class="mg-department-name">${esc(d.name)}</span> ` +
              `<span class="mg-department-count">${countOf(d.totalManagers, 'manager')}</span>`,
            'mg-department',
          )}</li>`,
      )
      .join('')}</ul>`;
  return (
    '<section aria-labelledby="departments-title">' +
    band(
      'Management',
      'departments-title',
      'Departments',
      'Pick a department to see its managers and how their teams rate them.',
    ) +
    `<div class="container rk-body">${body}</div></section>`
  );
}

/**
 * A department's page: its managers' cards and the way back. The sidebar's last entry (Login or Logout)
 * needs the app's session: an empty slot here, as the app draws it until the session is known
 * (department-page.tsx), so a signed-in reader is never told Login; the bar has Login for a visitor.
 */
export function departmentMarkup(department: Department, managers: ManagerSummary[]): string {
  const list =
    managers.length === 0
      ? '<p class="rk-empty">No managers in this department yet.</p>'
      : `<ul class="rk-grid mg-grid-narrow" aria-label="Managers in ${esc(department.name)}">${managers
          .map((m) => `<li>${managerCardMarkup(m)}</li>`)
          .join('')}</ul>`;
  const sidebar =
    '<nav class="card mg-sidebar" aria-label="Your account"><ul>' +
    `<li>${link('/profile', 'Profile')}</li><li>${link('/my-reviews', 'My Reviews')}</li><li class="mg-sidebar-pending" aria-hidden="true"></li></ul></nav>`;
  return (
    '<section aria-labelledby="department-title">' +
    band('Department', 'department-title', department.name, countOf(department.totalManagers, 'manager')) +
    `<div class="container rk-body mg-with-sidebar">${sidebar}<div>${list}` +
    `<p class="mg-back">${link('/Home', '← All departments')}</p></div></div></section>`
  );
}
