import { MAX_ASPECT_COMMENT, MAX_MANAGER_REVIEW_TEXT } from '@contract/request-rules';
import { StarInput } from '@/components/rating/star-input';
import { AspectScoresField, MainTextField, OptionalTextField } from '@/components/review-kit/form-fields';
import {
  ASPECT_LABELS,
  MANAGER_ASPECTS,
  MANAGER_RATING_WORDS_ASCENDING,
  type ManagerAspect,
} from '@/components/scores/tones';
import { ASPECT_COMMENTS } from '@/features/managers/review-kind';
import type { ManagerReview } from '@/features/managers/types';

/** A manager review's editable fields (0 while the overall rating is not chosen). */
export type ManagerReviewDraft = Pick<
  ManagerReview,
  'rating' | 'reviewText' | 'reviewLeadership' | 'reviewCommunicationText' | 'reviewSupport' | ManagerAspect
>;

export const ASPECT_FIELDS = MANAGER_ASPECTS.map((aspect) => ({ key: aspect, label: ASPECT_LABELS[aspect] }));

/** The fields from a review, or from a request body in the outbox (the same field names). */
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

type Props = {
  value: ManagerReviewDraft;
  onChange: <K extends keyof ManagerReviewDraft>(field: K, next: ManagerReviewDraft[K]) => void;
  disabled: boolean;
  /** What differs by screen: ids a form focuses or links to, the text's label, validation messages. */
  ids?: { rating?: string; text?: string };
  textLabel?: string;
  errors?: { rating?: string | undefined; reviewText?: string | undefined };
};

/**
 * A manager review's fields, once for the profile's review form and /rate-manager (SPEC.md sections 4
 * and 5): overall rating 1-5, the five aspects 0-5 (default 0), the required text and three optional
 * comments, the main text before the comments in the order a review card shows them.
 */
export function ManagerReviewFields({ value, onChange, disabled, ids, textLabel, errors }: Props) {
  return (
    <>
      <StarInput
        id={ids?.rating}
        legend="Overall rating"
        value={value.rating}
        onChange={(n) => onChange('rating', n)}
        words={MANAGER_RATING_WORDS_ASCENDING}
        required
        disabled={disabled}
        error={errors?.rating}
      />
      <AspectScoresField
        legend="Rate their management (optional)"
        aspects={ASPECT_FIELDS}
        values={value}
        onChange={(aspect, n) => onChange(aspect, n)}
        disabled={disabled}
      />
      <MainTextField
        id={ids?.text}
        label={textLabel}
        value={value.reviewText}
        onChange={(text) => onChange('reviewText', text)}
        maxLength={MAX_MANAGER_REVIEW_TEXT}
        placeholder="What is it like to work for this manager?"
        disabled={disabled}
        error={errors?.reviewText}
      />
      {ASPECT_COMMENTS.map(({ field, label }) => (
        <OptionalTextField
          key={field}
          label={label}
          value={value[field]}
          onChange={(text) => onChange(field, text)}
          maxLength={MAX_ASPECT_COMMENT}
          disabled={disabled}
        />
      ))}
    </>
  );
}
