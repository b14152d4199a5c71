import { StarInput } from '@/components/rating/star-input';
import { AspectScoresField, MainTextField, OptionalTextField } from '@/components/review-kit/form-fields';
import { ReviewFormShell } from '@/components/review-kit/review-form-shell';
import {
  ASPECT_LABELS,
  MANAGER_ASPECTS,
  MANAGER_RATING_WORDS_ASCENDING,
  type ManagerAspect,
} from '@/components/scores/tones';
import { useSessionUid } from '@/components/session/use-session';
import { deleteManagerReview, submitManagerReview } from '@/features/managers/api/manager-reviews';
import { ASPECT_COMMENTS, MANAGER_REVIEWS } from '@/features/managers/review-kind';
import type { ManagerReview, ManagerReviewInput } from '@/features/managers/types';
import type { QueuedReview } from '@/lib/offline/outbox/use-queued-review';
import { useDraft } from '@/lib/offline/use-draft';

export { ASPECT_COMMENTS };

import { MAX_ASPECT_COMMENT, MAX_MANAGER_REVIEW_TEXT as MAX_REVIEW_TEXT } from '@contract/request-rules';

export { MAX_ASPECT_COMMENT, MAX_REVIEW_TEXT };

/** The form's values: a review's editable fields (0 while the overall rating is not chosen). */
export type ManagerReviewDraft = Pick<
  ManagerReview,
  'rating' | 'reviewText' | 'reviewLeadership' | 'reviewCommunicationText' | 'reviewSupport' | ManagerAspect
>;

export const ASPECT_FIELDS = MANAGER_ASPECTS.map((aspect) => ({ key: aspect, label: ASPECT_LABELS[aspect] }));

/** The form's fields from a review, or from a request body in the outbox (the same field names). */
export function draftFrom(review: Partial<ManagerReview> | null): ManagerReviewDraft {
  return {
    rating: review?.rating ?? 0,
    reviewText: review?.reviewText ?? '',
    reviewLeadership: review?.reviewLeadership ?? '',
    reviewCommunicationText: review?.reviewCommunicationText ?? '',
    reviewSupport: review?.reviewSupport ?? '',
    leadership: review?.leadership ?? 0,
    communication: review?.communication ?? 0,
    teamwork: review?.teamwork ?? 0,
    empathy: review?.empathy ?? 0,
    fairness: review?.fairness ?? 0,
  };
}

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
 * The manager's fields in the kit's review form (SPEC.md sections 4, 5 and 8): overall rating 1-5,
 * the five aspects 0-5 (default 0), the required text and three optional comments. Submit is
 * disabled while sending, with no rating, or with blank text. Drafts are kept per user and manager.
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
    `manager-review:${managerId}:${queued ? `queued:${queued.id}` : editing ? 'edit' : 'new'}`,
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
      title={
        editing ? 'Edit your review' : queued ? 'Edit your review waiting to be sent' : `Rate ${managerName}`
      }
      messages={MANAGER_REVIEWS.messages}
      draft={draft}
      queued={queued}
      editing={editing}
      canSubmit={value.rating > 0 && value.reviewText.trim() !== ''}
      submit={() =>
        submitManagerReview(
          managerId,
          managerName,
          ownReview ? { kind: 'edit', reviewId: ownReview._id } : { kind: 'new' },
          input(),
          { replaces: queued?.id },
        )
      }
      remove={ownReview ? (key) => deleteManagerReview(ownReview._id, key) : undefined}
      onDone={onDone}
      onCancel={onCancel}
    >
      {(busy) => (
        <>
          <StarInput
            legend="Overall rating"
            value={value.rating}
            onChange={(n) => set('rating', n)}
            words={MANAGER_RATING_WORDS_ASCENDING}
            required
            disabled={busy}
          />
          <AspectScoresField
            legend="Rate their management (optional)"
            aspects={ASPECT_FIELDS}
            values={value}
            onChange={(aspect, n) => set(aspect, n)}
            disabled={busy}
          />
          {/* The main text before the aspect comments, in the order a review card shows them. */}
          <MainTextField
            value={value.reviewText}
            onChange={(text) => set('reviewText', text)}
            maxLength={MAX_REVIEW_TEXT}
            placeholder="What is it like to work for this manager?"
            disabled={busy}
          />
          {ASPECT_COMMENTS.map(({ field, label }) => (
            <OptionalTextField
              key={field}
              label={label}
              value={value[field]}
              onChange={(text) => set(field, text)}
              maxLength={MAX_ASPECT_COMMENT}
              disabled={busy}
            />
          ))}
        </>
      )}
    </ReviewFormShell>
  );
}
