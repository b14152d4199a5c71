// What the interviewer-area API answers (functions/src/domain/interviewers/interviewer.ts,
// functions/src/domain/reviews/review.ts, functions/src/http/routes/*).

export type Distribution = { '1': number; '2': number; '3': number; '4': number; '5': number };

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
  linkedin: string | null;
  email: string | null;
  tags: string[];
  createdAt: string;
};

export const INTERVIEW_STATUSES = ['cleared', 'not cleared', 'waiting', 'no interview'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

export type Vote = 'like' | 'dislike';

export type Review = {
  _id: string;
  interviewer: string;
  rating: number;
  reviewText: string;
  interviewStatus: InterviewStatus | null;
  anonymous: boolean;
  createdAt: string;
  updatedAt: string;
  likes: number;
  dislikes: number;
  isOwnReview: boolean;
  myVote: Vote | null;
  /** Only on the caller's own review while a moderator has not cleared it (issue 9). */
  status?: 'pending review' | 'removed';
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
  status?: 'pending review' | 'removed';
};

export type SavedInterviewer = {
  _id: string;
  name: string;
  position: string;
  company: { _id: string; name: string };
  rating: number;
};

export type Company = { _id: string; name: string };

export type SearchMode = 'name' | 'company';

/** A page of a list answer: the items and X-Total-Count. */
export type Page<T> = { items: T[]; total: number };
