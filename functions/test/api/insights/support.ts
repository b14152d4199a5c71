// Helpers of the insights API tests (issue 16): reviews seeded through the
// domain's own write functions (as the seed does), read back over HTTP.
import { submitCompanyReview } from '../../../src/domain/company-reviews/company-reviews.ts';
import { addInterviewer } from '../../../src/domain/interviewers/interviewers.ts';
import type { Rating } from '../../../src/domain/interviewers/rating-aggregates.ts';
import type { ManagerReviewInput } from '../../../src/domain/managers/manager-review.ts';
import { rateManager } from '../../../src/domain/managers/rate-manager.ts';
import type { Admission } from '../../../src/domain/moderation/admission.ts';
import type { InterviewStatus } from '../../../src/domain/reviews/review.ts';
import { createReview } from '../../../src/domain/reviews/reviews.ts';
import { type Actor, actorFor } from '../../../src/domain/shared/actor.ts';
import type { DocumentStore } from '../../../src/store/document-store.ts';
import { json, type TestApp } from '../../support/test-app.ts';

/** Five review texts sharing two phrases ("clear expectations", "fair feedback"): enough for themes. */
export const SHARED_PHRASE_TEXTS = [
  'Clear expectations and fair feedback from the start.',
  'She set clear expectations and gave fair feedback.',
  'Clear expectations, fair feedback, a friendly talk.',
  'Fair feedback and clear expectations throughout.',
  'Clear expectations; fair feedback on my answers.',
];

const SECRET = 'insights-test-secret';
let nextUser = 0;
export const newActor = (): Actor => actorFor(`insights-user-${nextUser++}`, SECRET);

export function managerReview(rating: Rating, text = 'Fine.'): ManagerReviewInput {
  return {
    rating,
    reviewText: text,
    reviewLeadership: '',
    reviewCommunicationText: '',
    reviewSupport: '',
    anonymous: true,
    leadership: rating,
    communication: rating,
    teamwork: 0,
    empathy: rating,
    fairness: rating,
  };
}

export type Seeded = {
  kind: 'manager' | 'interviewer' | 'company';
  rating: number;
  at: Date;
  reviewId: string;
};

/** One manager review by a new author (company, branch, department and manager made as needed). */
export async function rateManagerAt(
  store: DocumentStore,
  at: Date,
  options: {
    company: string;
    branch: string;
    department: string | null;
    manager: string;
    rating: Rating;
    text?: string;
  },
  admission?: Admission,
  actor = newActor(),
) {
  return rateManager(
    store,
    actor,
    {
      company: { name: options.company },
      branch: { city: options.branch, location: [] },
      department: options.department ? { name: options.department } : null,
      manager: { name: options.manager, position: 'Lead' },
      review: managerReview(options.rating, options.text),
    },
    null,
    at,
    undefined,
    admission,
  );
}

export async function interviewerOf(
  store: DocumentStore,
  company: Parameters<typeof addInterviewer>[1],
  name: string,
  at: Date,
) {
  const { interviewer } = await addInterviewer(
    store,
    company,
    { name, position: 'Engineer', linkedin: null, email: null, tags: [] },
    at,
  );
  return interviewer;
}

export async function interviewAt(
  store: DocumentStore,
  interviewerId: string,
  at: Date,
  rating: Rating,
  status: InterviewStatus | null,
  text = 'Fine.',
  admission?: Admission,
) {
  return createReview(
    store,
    newActor(),
    interviewerId,
    { rating, reviewText: text, interviewStatus: status, anonymous: true },
    at,
    undefined,
    admission,
  );
}

export { submitCompanyReview };

export async function insightsOf(t: TestApp, companyId: string) {
  const res = await t.request('GET', `/api/companies/${companyId}/insights`);
  if (res.status !== 200) throw new Error(`insights: ${res.status} ${await res.text()}`);
  return json<InsightsBody>(res);
}

export type Figure = { average: number; reviewCount: number };
export type InsightsBody = {
  companyId: string;
  minGroup: number;
  trend: Record<'interviewer' | 'manager' | 'company', (Figure & { from: string; to: string })[]>;
  aspects: (Figure & {
    kind: string;
    aspect: string;
    allCompanies: { median: number; companyCount: number } | null;
  })[];
  outcomes: {
    reviewCount: number;
    cleared: number;
    notCleared: number;
    waiting: number;
    noAnswer: number;
    noInterview: number;
  } | null;
  branches: {
    groups: (Figure & { id: string; name: string })[];
    others: (Figure & { groupCount: number }) | null;
  };
  departments: {
    groups: (Figure & { id: string; name: string })[];
    others: (Figure & { groupCount: number }) | null;
  };
  managers: {
    rising: { name: string; change: number; before: Figure; after: Figure }[];
    falling: { name: string; change: number; before: Figure; after: Figure }[];
  };
  themes: {
    reviewCount: number;
    themes: { phrase: string; reviewCount: number; tone: string; reviewIds: string[] }[];
  } | null;
};
