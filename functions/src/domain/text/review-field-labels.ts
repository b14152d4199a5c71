import type { CompanyReviewText } from '../../contract/request-rules.ts';

// The names of a review's free texts as the PWA's forms label them, so that a refusal from the API
// ("Leadership comments can’t contain phone numbers.") names the box the form shows it under.

/** The main text of an interviewer or manager review. */
export const REVIEW_TEXT_LABEL = 'Your review';

/** A manager review's three optional aspect comments. */
export const MANAGER_COMMENT_LABELS = {
  reviewLeadership: 'Leadership comments',
  reviewCommunicationText: 'Communication comments',
  reviewSupport: 'Support comments',
} as const;

export const MANAGER_COMMENT_FIELDS = Object.keys(
  MANAGER_COMMENT_LABELS,
) as (keyof typeof MANAGER_COMMENT_LABELS)[];

/** How a review shows each aspect comment, on the app's cards and the rendered ones. */
export const MANAGER_COMMENT_SHOWN: Record<keyof typeof MANAGER_COMMENT_LABELS, string> = {
  reviewLeadership: 'On leadership',
  reviewCommunicationText: 'On communication',
  reviewSupport: 'On support',
};

/** The company review form's answers. */
export const COMPANY_REVIEW_TEXT_LABELS: Record<CompanyReviewText, string> = {
  treatment: 'How are employees treated?',
  careerGrowth: 'Career growth opportunities',
  diversity: 'Diversity and inclusion',
  pros: 'Pros',
  cons: 'Cons',
  advice: 'Advice to management',
};

/** How a company review shows each answer, on the app's cards and the rendered ones. */
export const COMPANY_REVIEW_TEXT_SHOWN: Record<CompanyReviewText, string> = {
  ...COMPANY_REVIEW_TEXT_LABELS,
  treatment: 'How employees are treated',
};

type Labelled = { label: string; text: string };

/** A manager review's free texts, each with its label: the main text first, as the form asks them. */
export const labelledManagerTexts = (r: {
  reviewText: string;
  reviewLeadership: string;
  reviewCommunicationText: string;
  reviewSupport: string;
}): Labelled[] => [
  { label: REVIEW_TEXT_LABEL, text: r.reviewText },
  ...MANAGER_COMMENT_FIELDS.map((field) => ({
    label: MANAGER_COMMENT_LABELS[field],
    text: r[field],
  })),
];

/** A company review's answers, each with its label, in the form's order. */
export const labelledCompanyTexts = (reviews: Record<CompanyReviewText, string>): Labelled[] =>
  (Object.keys(COMPANY_REVIEW_TEXT_LABELS) as CompanyReviewText[]).map((field) => ({
    label: COMPANY_REVIEW_TEXT_LABELS[field],
    text: reviews[field],
  }));
