// What the interviewer-area API answers (functions/src/domain/interviewers/interviewer.ts,
// functions/src/domain/reviews/review.ts, functions/src/http/routes/*).
import type { KitReview, OwnStatus, SearchMode, Vote } from '@/components/review-kit/types';
import type { Distribution } from '@/components/scores/tones';

export type { Distribution };

export type Interviewer = {
  _id: string;
  name: string;
  position: string;
  company: { _id: string; name: string };
  /** The displayed, blended score. */
  rating: number;
  reviewCount: number;
  /** Plain mean of the ratings, 2 decimals; 0 with no reviews. */
  average: number;
  distribution: Distribution;
  /** How many cleared of the reviews reporting a result; null below DESIGN.md 6a's minimum group. */
  outcomes?: OutcomeSummary | null;
  linkedin: string | null;
  email: string | null;
  tags: string[];
  createdAt: string;
};

/** "2 of 6 cleared": `withResult` reviews say cleared or not cleared, `cleared` of them cleared. */
export type OutcomeSummary = { cleared: number; withResult: number };

export const INTERVIEW_STATUSES = ['cleared', 'not cleared', 'waiting', 'no interview'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

export type { Vote };

export type Review = KitReview & {
  interviewer: string;
  reviewText: string;
  interviewStatus: InterviewStatus | null;
  anonymous: boolean;
  updatedAt: string;
};

export type ReviewInput = {
  rating: number;
  reviewText: string;
  interviewStatus: InterviewStatus | null;
  anonymous: boolean;
};

export type MyReview = {
  _id: string;
  interviewerId: string;
  interviewerName: string;
  company: string;
  rating: number;
  review: string;
  date: string;
  /** Only while the review is not public (held for moderation or removed); absent when published. */
  status?: OwnStatus;
};

export type SavedInterviewer = {
  _id: string;
  name: string;
  position: string;
  company: { _id: string; name: string };
  /** The blended score. */
  rating: number;
  reviewCount: number;
  /** The plain mean the card shows. */
  average: number;
};

export type Company = { _id: string; name: string };

export type { SearchMode };

/** A page of a list answer: the items and X-Total-Count. */
export type Page<T> = { items: T[]; total: number };
