import type { CompanyCategory, CompanyReviewText } from '@/features/companies/types';
import { COMPANY_CATEGORY_NAMES } from '../../../functions/src/domain/text/insights-text.ts';

/** The categories' names, as the insights pages (app and rendered) write them too. */
export const CATEGORY_LABELS: Record<CompanyCategory, string> = COMPANY_CATEGORY_NAMES;

export const REVIEW_TEXT_LABELS: Record<CompanyReviewText, string> = {
  treatment: 'How are employees treated?',
  careerGrowth: 'Career growth opportunities',
  diversity: 'Diversity and inclusion',
  pros: 'Pros',
  cons: 'Cons',
  advice: 'Advice to management',
};
