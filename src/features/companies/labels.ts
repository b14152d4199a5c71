import type { CompanyCategory, CompanyReviewText } from '@/features/companies/types';

export const CATEGORY_LABELS: Record<CompanyCategory, string> = {
  workLifeBalance: 'Work-life balance',
  compensation: 'Compensation',
  culture: 'Culture',
  careerGrowth: 'Career growth',
  diversity: 'Diversity',
};

export const REVIEW_TEXT_LABELS: Record<CompanyReviewText, string> = {
  treatment: 'How are employees treated?',
  careerGrowth: 'Career growth opportunities',
  diversity: 'Diversity and inclusion',
  pros: 'Pros',
  cons: 'Cons',
  advice: 'Advice to management',
};
