import { useEffect, useState } from 'react';
import { useSessionUid } from '@/components/session/use-session';
import { hasModeratorClaim } from '@/lib/moderator-claims';

export type ModeratorAccess = 'checking' | 'moderator' | 'not-moderator' | 'error';

/** Whether the signed-in user is a moderator, from a fresh ID token (a role granted since sign-in counts). */
export function useModeratorAccess(): ModeratorAccess {
  const uid = useSessionUid();
  const [access, setAccess] = useState<{ uid: string | null; value: ModeratorAccess }>({
    uid: null,
    value: 'checking',
  });
  useEffect(() => {
    if (!uid) return;
    let current = true;
    hasModeratorClaim(true).then(
      (yes) => current && setAccess({ uid, value: yes ? 'moderator' : 'not-moderator' }),
      () => current && setAccess({ uid, value: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [uid]);
  return access.uid === uid ? access.value : 'checking';
}
