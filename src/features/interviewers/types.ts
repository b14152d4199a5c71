// The interviewer area's API shapes, taken from the contract (functions/src/contract): a change of an
// answer's or a request's shape breaks the PWA's type check. Only PWA-side types are declared here.
import type { InterviewerReviewUpdateRequest } from '@contract/review-requests';
import type { InterviewerReview, InterviewStatus } from '@contract/reviews';
import type {
  Distribution,
  InterviewerProfile,
  Interviewer as ListedInterviewer,
  SavedInterviewer,
} from '@contract/subjects';
import type { SearchMode, Vote } from '@/components/review-kit/types';

export type { Distribution, InterviewStatus, SavedInterviewer, SearchMode, Vote };

/** An interviewer as lists answer it; the profile (GET /interviewers/{id}) adds its outcomes. */
export type Interviewer = ListedInterviewer & Partial<Pick<InterviewerProfile, 'outcomes'>>;

/** "2 of 6 cleared": `withResult` reviews say cleared or not cleared, `cleared` of them cleared. */
export type OutcomeSummary = NonNullable<InterviewerProfile['outcomes']>;

/** The outcomes in the order the screens offer them (the contract's canonical forms). */
export { INTERVIEW_STATUSES } from '@contract/request-rules';

export type Review = InterviewerReview;

/** The body of POST /reviews/rmi (without interviewerId) and PUT /interviewer-reviews/{id}: the contract's. */
export type ReviewInput = InterviewerReviewUpdateRequest;

/** A company as the autocomplete uses it. */
export type Company = Pick<ListedInterviewer['company'], '_id' | 'name'>;

/** A page of a list answer: the items and X-Total-Count. */
export type Page<T> = { items: T[]; total: number };
