import type { CompanyCategory, CompanyReviewText } from '@/features/companies/types';
import { COMPANY_CATEGORY_NAMES } from '../../../functions/src/domain/text/insights-text.ts';
import { COMPANY_REVIEW_TEXT_LABELS } from '../../../functions/src/domain/text/review-field-labels.ts';

/** The categories' names, as the insights pages (app and rendered) write them too. */
export const CATEGORY_LABELS: Record<CompanyCategory, string> = COMPANY_CATEGORY_NAMES;

/** The form's labels for the answers; the API's refusals name them too. */
export const REVIEW_TEXT_LABELS: Record<CompanyReviewText, string> = COMPANY_REVIEW_TEXT_LABELS;
