// The manager area's rating rules (SPEC.md section 9), shared by the manager and company pages.

import type { Distribution } from '@contract/subjects';
import type { RatingTone } from '@/components/rating/rating-badge';
import {
  managerBadgeTone as sharedManagerBadgeTone,
  ratingTextTone as sharedRatingTextTone,
} from '../../../functions/src/domain/text/display-text.ts';
import { MANAGER_ASPECT_NAMES } from '../../../functions/src/domain/text/insights-text.ts';
import { MANAGER_RATING_WORDS } from '../../../functions/src/domain/text/profile-figures-text.ts';

/** Manager badge: 4 or more blue, 2 or less red, else yellow; grey without reviews (shared with the rendered pages). */
export const managerBadgeTone: (rating: number, reviewCount?: number) => RatingTone = sharedManagerBadgeTone;

export type TextTone = 'good' | 'fair' | 'poor' | 'none';

/** Manager rating text: 4.5 or more green, 3 or more yellow, else red; grey without reviews (shared with the rendered pages). */
export const ratingTextTone: (rating: number, reviewCount?: number) => TextTone = sharedRatingTextTone;

/** Manager distribution labels, 5 stars down to 1. */
export { MANAGER_RATING_WORDS };

/** For a star input: the words for 1..5. */
export const MANAGER_RATING_WORDS_ASCENDING = [
  MANAGER_RATING_WORDS[1],
  MANAGER_RATING_WORDS[2],
  MANAGER_RATING_WORDS[3],
  MANAGER_RATING_WORDS[4],
  MANAGER_RATING_WORDS[5],
] as const;

export type { Distribution };

import { MANAGER_ASPECTS, type ManagerAspect } from '@contract/request-rules';

export { MANAGER_ASPECTS, type ManagerAspect };
/** The aspects' names, as the insights pages (app and rendered) write them too. */
export const ASPECT_LABELS: Record<ManagerAspect, string> = MANAGER_ASPECT_NAMES;
