import type { MyReview } from '@/features/interviewers/types';
import { api } from '@/lib/api-client';

/** GET /api/user/my-reviews: the caller's reviews; anything but an array is an error. */
export async function getMyReviews(signal?: AbortSignal): Promise<MyReview[]> {
  const data = await api<unknown>('/user/my-reviews', { auth: 'required', signal });
  if (!Array.isArray(data)) throw new Error('Unexpected response format');
  return data as MyReview[];
}
