import { useCallback, useEffect, useState } from 'react';
import { getProfile, type Profile } from '@/features/account/api/profile';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'ready'; profile: Profile }
  | { status: 'error'; error: unknown };

/** The signed-in user's profile, loaded on mount; `reload` after an error, `replace` after an update. */
export function useProfile() {
  const [state, setState] = useState<ProfileState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on purpose
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getProfile(controller.signal).then(
      (profile) => setState({ status: 'ready', profile }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((profile: Profile) => setState({ status: 'ready', profile }), []);
  return { state, reload, replace };
}
