import type { RenameRequest } from '@contract/account-requests';
import type { Profile } from '@/features/account/api/profile';
import { api } from '@/lib/api-client';

/** PATCH /api/user/profile { name }: answers the updated profile. */
export function updateName(name: string): Promise<Profile> {
  return api<Profile>('/user/profile', {
    method: 'PATCH',
    body: { name } satisfies RenameRequest,
    auth: 'required',
  });
}
