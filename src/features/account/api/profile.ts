import type { Profile } from '@contract/accounts';
import { api } from '@/lib/api-client';

/** GET /api/user/profile (SPEC.md section 3). `createdAt` is an ISO date. */
export type { Profile };

export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return api<Profile>('/user/profile', { auth: 'required', signal });
}
