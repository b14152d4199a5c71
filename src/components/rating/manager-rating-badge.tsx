import { RatingBadge } from '@/components/rating/rating-badge';
import { managerBadgeTone } from '@/components/scores/tones';

/**
 * A manager's badge wherever managers are listed (team lists, search cards and suggestions): the average
 * to one decimal in the manager area's colour for that shown number, "No rating yet" without reviews.
 */
export function ManagerRatingBadge({ manager }: { manager: { averageRating: number; reviewCount: number } }) {
  return (
    <RatingBadge
      rating={manager.reviewCount > 0 ? manager.averageRating : null}
      tone={managerBadgeTone(manager.averageRating, manager.reviewCount)}
    />
  );
}
