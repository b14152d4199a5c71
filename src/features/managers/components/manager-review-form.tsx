import { stillNeeded } from '@/components/review-kit/form-fields';
import { reviewDraftKey } from '@/components/review-kit/review-draft-key';
import { queuedTitle, ReviewFormShell } from '@/components/review-kit/review-form-shell';
import { useSessionUid } from '@/components/session/use-session';
import { deleteManagerReview, submitManagerReview } from '@/features/managers/api/manager-reviews';
import {
  draftFrom,
  type ManagerReviewDraft,
  ManagerReviewFields,
} from '@/features/managers/components/manager-review-fields';
import { MANAGER_REVIEWS } from '@/features/managers/review-kind';
import type { ManagerReview, ManagerReviewInput } from '@/features/managers/types';
import type { QueuedReview } from '@/lib/offline/outbox/use-queued-review';
import { useDraft } from '@/lib/offline/use-draft';

type ManagerReviewFormProps = {
  managerId: string;
  managerName: string;
  /** The caller's review: edit mode (update, cancel, delete). */
  ownReview: ManagerReview | null;
  /** The caller's review of this manager in the outbox: the form opens on it and replaces it. */
  queued?: QueuedReview | null;
  /** After a successful submit, update or delete: the page reloads and closes the form. */
  onDone: () => void;
  onCancel: () => void;
};

/**
 * The manager's fields (manager-review-fields.tsx) in the kit's review form (SPEC.md sections 4, 5 and
 * 8). Submit is disabled while sending, with no rating, or with blank text. Drafts are kept per user and
 * manager.
 */
export function ManagerReviewForm({
  managerId,
  managerName,
  ownReview,
  queued = null,
  onDone,
  onCancel,
}: ManagerReviewFormProps) {
  const uid = useSessionUid();
  const editing = ownReview !== null;
  const draft = useDraft<ManagerReviewDraft>(
    reviewDraftKey(`manager-review:${managerId}`, queued?.id ?? null, editing),
    draftFrom(queued ? (queued.body as Partial<ManagerReview>) : ownReview),
    { uid },
  );
  const value = draft.value;
  const set = <K extends keyof ManagerReviewDraft>(field: K, next: ManagerReviewDraft[K]) =>
    draft.setValue((v) => ({ ...v, [field]: next }));

  const input = (): ManagerReviewInput => ({
    ...value,
    reviewText: value.reviewText.trim(),
    reviewLeadership: value.reviewLeadership.trim(),
    reviewCommunicationText: value.reviewCommunicationText.trim(),
    reviewSupport: value.reviewSupport.trim(),
    anonymous: true,
  });

  return (
    <ReviewFormShell
      title={editing ? 'Edit your review' : queued ? queuedTitle(queued) : `Rate ${managerName}`}
      messages={MANAGER_REVIEWS.messages}
      draft={draft}
      queued={queued}
      editing={editing}
      missing={stillNeeded(value.rating, value.reviewText)}
      submit={() =>
        submitManagerReview(
          managerId,
          managerName,
          ownReview ? { kind: 'edit', reviewId: ownReview._id } : { kind: 'new' },
          input(),
          { replaces: queued?.id },
        )
      }
      remove={
        ownReview
          ? { reviewId: ownReview._id, send: (key) => deleteManagerReview(ownReview._id, key) }
          : undefined
      }
      onDone={onDone}
      onCancel={onCancel}
    >
      {(busy) => <ManagerReviewFields value={value} onChange={set} disabled={busy} />}
    </ReviewFormShell>
  );
}
