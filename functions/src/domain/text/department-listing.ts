// /Home's departments, for the rendered page and the PWA alike (both must list the same cards, or the
// page would change under the reader when the PWA takes over).

/**
 * The departments /Home shows: those with at least one manager. A card reading "0 managers" led to an
 * empty page; the department is still there to choose when rating a manager, and its page still answers.
 */
export function listedDepartments<D extends { totalManagers: number }>(departments: D[]): D[] {
  return departments.filter(isListedDepartment);
}

/** One department of listedDepartments (the sitemap's departments are picked with it too). */
export function isListedDepartment(department: { totalManagers: number }): boolean {
  return department.totalManagers > 0;
}

export const NO_DEPARTMENTS_TEXT = 'No departments with managers yet.';
