// The limits and word lists of the API's request bodies, in one place: the contract's request schemas
// (request-fields.ts and the *-requests.ts modules) check them at the edge, and the domain modules
// re-export them for their own rules. No imports at all, so the domain, the contract and the PWA's
// type check can all read this file.

/** A review's main text (interviewer, manager, company). */
export const MAX_REVIEW_TEXT = 5000;
export const MAX_MANAGER_REVIEW_TEXT = 5000;
/** A manager review's optional comments (leadership, communication, support). */
export const MAX_ASPECT_COMMENT = 2000;
export const MAX_COMPANY_REVIEW_TEXT = 5000;
/** A claimed manager's public response to a review: a review's length. */
export const MAX_RESPONSE_TEXT = 5000;

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

/** The free-text answers of the company review form (SPEC.md section 3). */
export const COMPANY_REVIEW_TEXTS = [
  'treatment',
  'careerGrowth',
  'diversity',
  'pros',
  'cons',
  'advice',
] as const;
export type CompanyReviewText = (typeof COMPANY_REVIEW_TEXTS)[number];

/** The interview outcome, in its one canonical (stored and answered) form. */
export const INTERVIEW_STATUSES = ['cleared', 'not cleared', 'waiting', 'no interview'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** The stored values and the forms the screens display (SPEC.md sections 2 and 3). */
const STATUS_FORMS: Record<string, InterviewStatus> = {
  cleared: 'cleared',
  'not cleared': 'not cleared',
  waiting: 'waiting',
  'waiting for result': 'waiting',
  'no interview': 'no interview',
  'did not have interview': 'no interview',
};

/** 'Not Cleared', 'not_cleared', ' waiting for result ' -> the stored value; null if it is none of them. */
export function parseInterviewStatus(input: string): InterviewStatus | null {
  const key = input
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  return STATUS_FORMS[key] ?? null;
}

/** Public names (DESIGN.md section 5), in characters. */
export const MAX_NAME_LENGTH = 80;
export const MAX_COMPANY_NAME = 120;
export const MAX_INTERVIEWER_NAME = 120;
export const MAX_POSITION = 120;
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;
/** An interviewer's LinkedIn address: a profile's is under 100; room for a pasted query. */
export const MAX_LINKEDIN_URL = 300;
export const MAX_MANAGER_NAME = 120;
export const MAX_MANAGER_POSITION = 120;
export const MAX_DEPARTMENT_NAME = 80;
export const MAX_BRANCH_NAME = 120;
export const MAX_CITY = 120;
export const MAX_LOCATION_PARTS = 5;
export const MAX_LOCATION_PART = 120;
/** A city to geocode. */
export const MAX_CITY_NAME = 120;

/**
 * "a, b , A" or ["a", "b,c"] -> ["a", "b", "c"]: split on commas, trimmed, accents composed (NFC, as
 * request-fields.ts keeps names), blanks and repeats (any case) dropped.
 */
export function parseTags(input: string | readonly string[] | null | undefined): string[] {
  if (input === null || input === undefined) return [];
  const raw = typeof input === 'string' ? input.split(',') : input.flatMap((t) => t.split(','));
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of raw.map((t) => t.trim().replace(/\s+/g, ' ').normalize('NFC'))) {
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

/** The kinds of review (reports, moderation). */
export const REVIEW_KIND_NAMES = ['interviewer', 'manager', 'company'] as const;
/** What a reader can report: the reviews, and the public responses under them (by the answered review's id). */
export const REPORTED_KIND_NAMES = [...REVIEW_KIND_NAMES, 'response'] as const;

export const REPORT_REASONS = [
  'personal information',
  'harassment or hate',
  'false or off-topic',
  'spam',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const MAX_REPORT_DETAILS = 1000;
export const MAX_MODERATION_REASON = 1000;
