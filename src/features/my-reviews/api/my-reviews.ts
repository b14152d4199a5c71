import type { MyCompanyReview, MyInterviewerReview, MyManagerReview } from '@contract/reviews';
import { api } from '@/lib/api-client';

export type { MyCompanyReview, MyInterviewerReview, MyManagerReview };

export type MyReviews = {
  interviewers: MyInterviewerReview[];
  managers: MyManagerReview[];
  companies: MyCompanyReview[];
};

async function list<T>(path: string, signal?: AbortSignal): Promise<T[]> {
  const data = await api<unknown>(path, { auth: 'required', signal });
  if (!Array.isArray(data)) throw new Error('Unexpected response format');
  return data as T[];
}

/**
 * GET /api/user/my-reviews (interviewers, SPEC.md section 3), /user/my-reviews/managers and
 * /user/my-reviews/companies: everything the caller wrote, which is what "Reviews Submitted" counts.
 */
export async function getMyReviews(signal?: AbortSignal): Promise<MyReviews> {
  const [interviewers, managers, companies] = await Promise.all([
    list<MyInterviewerReview>('/user/my-reviews', signal),
    list<MyManagerReview>('/user/my-reviews/managers', signal),
    list<MyCompanyReview>('/user/my-reviews/companies', signal),
  ]);
  return { interviewers, managers, companies };
}
