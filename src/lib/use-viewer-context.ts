import { useEffect, useState } from 'react';
import { useSessionStatus, useSessionUid } from '@/components/session/use-session';
import { firstPage, type LoadedReviews } from '@/lib/review-pages';
import { type ReviewSubject, viewerContextIfSignedIn } from '@/lib/viewer-context';

export type { ReviewSubject };

type Flagged = { _id: string; isOwnReview: boolean; myVote: 'like' | 'dislike' | null };

type Options<R extends Flagged> = {
  subject: ReviewSubject;
  id: string;
  /** The public reviews loaded so far (null while they load). */
  loaded: LoadedReviews<R> | null;
  /** Changes the loaded reviews in place. */
  update: (change: (loaded: LoadedReviews<R>) => LoadedReviews<R>) => void;
  /** Fetches the public reviews again. */
  reload: () => void;
};

/**
 * Public reviews never wait for the session (restoring it loads the Firebase SDK): a page shows them
 * as soon as they arrive, and once the caller is known to be signed in this merges in their own review
 * and votes. Whenever the loaded reviews have no context (first load, a reload after a write) it is
 * fetched again. Signing out reloads the public list, so a held review of theirs leaves the screen.
 *
 * Returns true while the caller's part is still on its way: "Rate" must not offer a new review to
 * someone who already wrote one.
 */
export function useViewerContext<R extends Flagged>({ subject, id, loaded, update, reload }: Options<R>) {
  const session = useSessionStatus();
  const uid = useSessionUid();
  const signedIn = session === 'signed-in';
  // The reviews whose context could not be had (offline): shown without "mine", not asked for again.
  const [failedFor, setFailedFor] = useState<LoadedReviews<R> | null>(null);
  const wanted = signedIn && loaded !== null && loaded.context === null && failedFor !== loaded;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `uid` refetches for another account
  useEffect(() => {
    if (!wanted || !loaded) return;
    const controller = new AbortController();
    void viewerContextIfSignedIn<R>(true, subject, id, controller.signal).then(
      (context) => {
        if (controller.signal.aborted) return;
        if (context) update((current) => (current.context === null ? firstPage(current, context) : current));
        else setFailedFor(loaded);
      },
      () => {}, // aborted
    );
    return () => controller.abort();
  }, [wanted, loaded, subject, id, uid, update]);

  const stale = session === 'signed-out' && loaded !== null && loaded.context !== null;
  useEffect(() => {
    if (stale) reload();
  }, [stale, reload]);

  return session === 'loading' || wanted;
}
