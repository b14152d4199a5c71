import type { Doc } from '../../store/document-store.ts';
import { publicDate } from '../shared/public-dates.ts';

export { MAX_DEPARTMENT_NAME } from '../../contract/request-rules.ts';

export const DEPARTMENTS = 'departments';
/** Uniqueness of department names: one document per normalised name, pointing at the department. */
export const DEPARTMENT_NAMES = 'departmentNames';

export type DepartmentData = {
  name: string;
  nameKey: string;
  slug: string;
  searchTokens: string[];
  /** Managers filed under it, kept in the manager-create transaction (the /Home grid shows it). */
  totalManagers: number;
  createdAt: Date;
};

export type DepartmentResponse = {
  _id: string;
  name: string;
  slug: string;
  totalManagers: number;
  createdAt: string;
};

export function toDepartmentResponse(doc: Doc<DepartmentData>): DepartmentResponse {
  return {
    _id: doc.id,
    name: doc.data.name,
    slug: doc.data.slug,
    totalManagers: doc.data.totalManagers,
    createdAt: publicDate(doc.data.createdAt),
  };
}
