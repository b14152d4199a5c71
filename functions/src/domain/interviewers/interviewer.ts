import type { Doc } from '../../store/document-store.ts';
import { publicDate } from '../shared/public-dates.ts';
import { blendedScore, round2 } from './blended-score.ts';
import { type OutcomeCounts, type OutcomeSummary, outcomeSummary } from './outcome-counts.ts';
import { averageOf, type Distribution, type RatingAggregates } from './rating-aggregates.ts';

export {
  MAX_INTERVIEWER_NAME,
  MAX_POSITION,
  MAX_TAG_LENGTH,
  MAX_TAGS,
  parseTags,
} from '../../contract/request-rules.ts';

export const INTERVIEWERS = 'interviewers';
/** One document per (company, normalised name): makes adding the same interviewer twice find the first. */
export const INTERVIEWER_NAMES = 'interviewerNames';
/** `${companyId}:${lookAlikeKey(name)}` -> { interviewerId }: finds a name written to read like another's. */
export const INTERVIEWER_LOOK_ALIKES = 'interviewerLookAlikes';

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
