import { useEffect } from 'react';
import { StarInput } from '@/components/rating/star-input';
import { MainTextField, stillNeeded } from '@/components/review-kit/form-fields';
import { reviewDraftKey } from '@/components/review-kit/review-draft-key';
import { queuedTitle, ReviewFormShell } from '@/components/review-kit/review-form-shell';
import { useSessionUid } from '@/components/session/use-session';
import { removeReview, submitReview } from '@/features/interviewers/api/submit-review';
import { OutcomeField } from '@/features/interviewers/components/outcome-field';
import { MAX_REVIEW_TEXT } from '@/features/interviewers/field-rules';
import { parseStatus, RATING_WORDS_ASCENDING } from '@/features/interviewers/rating';
import { INTERVIEWER_REVIEWS } from '@/features/interviewers/review-kind';
import type { InterviewStatus, Review } from '@/features/interviewers/types';
import type { QueuedReview } from '@/lib/offline/outbox/use-queued-review';
import { useDraft } from '@/lib/offline/use-draft';

type ReviewDraft = { rating: number; interviewStatus: string; reviewText: string };

type ReviewFormProps = {
  interviewerId: string;
  interviewerName: string;
  /** The caller's review: edit mode (update, cancel, delete). */
  ownReview: Review | null;
  /** The caller's review of this interviewer in the outbox: the form opens on it and replaces it. */
  queued?: QueuedReview | null;
  /** An outcome chosen before the form opened (?status= from the list's dialog). */
  presetStatus: InterviewStatus | null;
  /** After a successful submit, update or delete: the page refreshes reviews and closes the form. */
  onDone: () => void;
  onCancel: () => void;
};

/**
 * The interviewer's fields in the kit's review form: rating, outcome (optional, as the API has it) and text. Submit is
 * disabled while sending, with no rating, or with blank text.
 */
export function ReviewForm({
  interviewerId,
  interviewerName,
  ownReview,
  queued = null,
  presetStatus,
  onDone,
  onCancel,
}: ReviewFormProps) {
  const uid = useSessionUid();
  const editing = ownReview !== null;
  // Autosaved per user and interviewer: closing the form, a reload or going offline keeps what was typed.
  // A review from the outbox (the request body has the review's field names) comes before the saved one.
  const start = (queued?.body ?? ownReview ?? {}) as Partial<Review>;
  const draft = useDraft<ReviewDraft>(
    reviewDraftKey(`interviewer-review:${interviewerId}`, queued?.id ?? null, editing),
    {
      rating: start.rating ?? 0,
      interviewStatus: start.interviewStatus ?? '',
      reviewText: start.reviewText ?? '',
    },
    { uid },
  );
  const { rating, interviewStatus: status, reviewText: text } = draft.value;
  const set = <K extends keyof ReviewDraft>(field: K, value: ReviewDraft[K]) =>
    draft.setValue((v) => ({ ...v, [field]: value }));

  // An outcome chosen in the list's dialog replaces the one in a draft.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form opens
  useEffect(() => {
    if (presetStatus && presetStatus !== status) set('interviewStatus', presetStatus);
  }, []);

  return (
    <ReviewFormShell
      title={editing ? 'Edit your review' : queued ? queuedTitle(queued) : `Rate ${interviewerName}`}
      messages={INTERVIEWER_REVIEWS.messages}
      draft={draft}
      queued={queued}
      editing={editing}
      missing={stillNeeded(rating, text)}
      submit={() =>
        submitReview(
          ownReview
            ? { kind: 'edit', interviewerId, reviewId: ownReview._id }
            : { kind: 'new', interviewerId },
          { rating, reviewText: text.trim(), interviewStatus: parseStatus(status), anonymous: false },
          interviewerName,
          { replaces: queued?.id },
        )
      }
      remove={
        ownReview ? { reviewId: ownReview._id, send: (key) => removeReview(ownReview._id, key) } : undefined
      }
      onDone={onDone}
      onCancel={onCancel}
    >
      {(busy) => (
        <>
          <StarInput
            legend="Your rating"
            value={rating}
            onChange={(value) => set('rating', value)}
            words={RATING_WORDS_ASCENDING}
            required
            disabled={busy}
          />
          <OutcomeField value={status} disabled={busy} onChange={(value) => set('interviewStatus', value)} />
          <MainTextField
            value={text}
            onChange={(value) => set('reviewText', value)}
            maxLength={MAX_REVIEW_TEXT}
            placeholder="What was the interview like? How were you treated, and what was asked?"
            disabled={busy}
          />
        </>
      )}
    </ReviewFormShell>
  );
}
