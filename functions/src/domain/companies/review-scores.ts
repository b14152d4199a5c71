// The named sub-scores of the two kinds of review that count on a company.

/** A manager review's aspect ratings, 0-5 (0: not rated). SPEC.md section 3. */
export const MANAGER_ASPECTS = ['leadership', 'communication', 'teamwork', 'empathy', 'fairness'] as const;
export type ManagerAspect = (typeof MANAGER_ASPECTS)[number];

/** A company review's category ratings, 0-5 (0: not rated). SPEC.md section 3. */
export const COMPANY_CATEGORIES = [
  'workLifeBalance',
  'compensation',
  'culture',
  'careerGrowth',
  'diversity',
] as const;
export type CompanyCategory = (typeof COMPANY_CATEGORIES)[number];
