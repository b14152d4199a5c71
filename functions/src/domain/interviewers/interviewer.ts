import type { Doc } from '../../store/document-store.ts';
import { publicDate } from '../shared/public-dates.ts';
import { blendedScore, round2 } from './blended-score.ts';
import { type OutcomeCounts, type OutcomeSummary, outcomeSummary } from './outcome-counts.ts';
import { averageOf, type Distribution, type RatingAggregates } from './rating-aggregates.ts';

export const INTERVIEWERS = 'interviewers';
/** One document per (company, normalised name): makes adding the same interviewer twice find the first. */
export const INTERVIEWER_NAMES = 'interviewerNames';

export const MAX_INTERVIEWER_NAME = 120;
export const MAX_POSITION = 120;
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;

export type InterviewerData = RatingAggregates & {
  name: string;
  nameKey: string;
  position: string;
  companyId: string;
  /** Denormalised: company names never change once created. */
  companyName: string;
  linkedin: string | null;
  email: string | null;
  tags: string[];
  /** Word prefixes of the name, and of the company name, for `array-contains` search. */
  searchTokens: string[];
  companyTokens: string[];
  createdAt: Date;
  /**
   * Published reviews per interview outcome (issue 14). Absent on documents written before it was
   * kept: the next review write there counts it from the reviews (interviewer-outcomes.ts).
   */
  outcomes?: OutcomeCounts;
};

/** The interviewer as the API answers it (SPEC.md section 3, DESIGN.md section 9). */
export type InterviewerResponse = {
  _id: string;
  name: string;
  position: string;
  company: { _id: string; name: string };
  /** The displayed, blended score (blended-score.ts). */
  rating: number;
  reviewCount: number;
  /** The plain mean of the ratings, 2 decimals; 0 with no reviews. */
  average: number;
  distribution: Distribution;
  linkedin: string | null;
  email: string | null;
  tags: string[];
  createdAt: string;
};

/** The profile answer (GET /interviewers/{id}): the interviewer, and the outcome figure where 6a allows one. */
export type InterviewerProfileResponse = InterviewerResponse & { outcomes: OutcomeSummary | null };

export function toInterviewerProfileResponse(doc: Doc<InterviewerData>): InterviewerProfileResponse {
  return { ...toInterviewerResponse(doc), outcomes: outcomeSummary(doc.data.outcomes) };
}

export function displayedRating(data: Pick<RatingAggregates, 'reviewCount' | 'ratingSum'>): number {
  return blendedScore(data.reviewCount, averageOf(data));
}

export function toInterviewerResponse(doc: Doc<InterviewerData>): InterviewerResponse {
  const d = doc.data;
  return {
    _id: doc.id,
    name: d.name,
    position: d.position,
    company: { _id: d.companyId, name: d.companyName },
    rating: displayedRating(d),
    reviewCount: d.reviewCount,
    average: round2(averageOf(d)),
    distribution: { ...d.distribution },
    linkedin: d.linkedin,
    email: d.email,
    tags: [...d.tags],
    createdAt: publicDate(d.createdAt),
  };
}

/**
 * Tags as the add-interviewer form sends them: a comma-separated string or a
 * list; trimmed, empty ones dropped, duplicates (ignoring case) dropped.
 */
export function parseTags(input: string | readonly string[] | null | undefined): string[] {
  if (input === null || input === undefined) return [];
  const raw = typeof input === 'string' ? input.split(',') : input.flatMap((t) => t.split(','));
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of raw.map((t) => t.trim().replace(/\s+/g, ' '))) {
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}
