import { type ReactNode, useState } from 'react';
import { Dialog } from '@/components/dialog/dialog';
import { useSessionUid } from '@/components/session/use-session';
import { signOut } from '@/features/auth/sign-out';
import { countDrafts } from '@/lib/offline/draft-storage';
import { flushPendingDrafts } from '@/lib/offline/pending-draft-saves';

/** The confirmation's words for `drafts` unfinished drafts (sign-out deletes them: a shared device's next user must not read them). */
export function signOutDraftsWords(drafts: number): { title: string; description: string } {
  const one = drafts === 1;
  return {
    title: one
      ? 'Sign out and delete your unfinished draft?'
      : `Sign out and delete your ${drafts} unfinished drafts?`,
    description:
      `${one ? 'Something you started writing' : 'Things you started writing'} (a review, a response, a report, a ` +
      `message to us or a claim’s evidence) ${one ? 'is' : 'are'} kept on this device, ` +
      `not sent. Signing out deletes ${one ? 'it' : 'them'} from this device, so that the next person to use it cannot ` +
      `read ${one ? 'it' : 'them'}. Go back to submit or copy ${one ? 'it' : 'them'} first.`,
  };
}

/**
 * Logout for every place that offers it: signs out at once, unless this user has unfinished drafts on
 * this device, which signing out deletes (signOut, for privacy on a shared device). Then it first says
 * so and offers to go back. Render `dialog` beside the button; `onSigningOut` runs as the sign-out starts
 * (a menu closes).
 */
export function useSignOut(onSigningOut?: () => void): {
  request: () => void;
  busy: boolean;
  dialog: ReactNode;
} {
  const uid = useSessionUid();
  const [drafts, setDrafts] = useState(0);
  const [busy, setBusy] = useState(false);

  const go = () => {
    setDrafts(0);
    setBusy(true);
    onSigningOut?.();
    void signOut().finally(() => setBusy(false));
  };
  const request = () => {
    // What was typed in the last moment is still waiting for its save: it counts too.
    flushPendingDrafts();
    const count = countDrafts(uid);
    if (count > 0) setDrafts(count);
    else go();
  };

  const words = signOutDraftsWords(Math.max(drafts, 1));
  const dialog = (
    <Dialog
      open={drafts > 0}
      onClose={() => setDrafts(0)}
      role="alertdialog"
      tone="danger"
      title={words.title}
      description={words.description}
    >
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={() => setDrafts(0)}>
          Go back
        </button>
        <button type="button" className="btn btn-danger" onClick={go}>
          Sign out and delete
        </button>
      </div>
    </Dialog>
  );
  return { request, busy, dialog };
}
