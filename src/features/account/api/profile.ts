import { api } from '@/lib/api-client';

/** GET /api/user/profile (SPEC.md section 3). `createdAt` is an ISO date. */
export type Profile = {
  id: string;
  name: string;
  email: string;
  totalReviews: number;
  tokens: number;
  createdAt: string;
};

export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return api<Profile>('/user/profile', { auth: 'required', signal });
}
