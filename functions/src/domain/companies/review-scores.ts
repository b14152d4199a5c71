// The named sub-scores of the two kinds of review that count on a company (defined with the requests
// that carry them, in the contract).
import { COMPANY_CATEGORIES, MANAGER_ASPECTS } from '../../contract/request-rules.ts';

export { COMPANY_CATEGORIES, MANAGER_ASPECTS };
export type ManagerAspect = (typeof MANAGER_ASPECTS)[number];
export type CompanyCategory = (typeof COMPANY_CATEGORIES)[number];
