// How much the scale seed loads. `large` is the brief (20,000 interviewers,
// 20,000 managers at 2,000 companies, 200,000 interviewer and manager
// reviews); `medium` is a tenth of it and `small` a hundredth, for tests.

export const SIZE_NAMES = ['small', 'medium', 'large'] as const;
export type SizeName = (typeof SIZE_NAMES)[number];

export type Size = {
  name: SizeName;
  companies: number;
  interviewers: number;
  managers: number;
  interviewerReviews: number;
  managerReviews: number;
  /** Most reviews any one profile gets: below the 1,000 a profile page lists. */
  maxReviewsPerProfile: number;
};

const LARGE = {
  companies: 2_000,
  interviewers: 20_000,
  managers: 20_000,
  interviewerReviews: 110_000,
  managerReviews: 90_000,
};

function scaled(name: SizeName, divisor: number, maxReviewsPerProfile: number): Size {
  return {
    name,
    companies: LARGE.companies / divisor,
    interviewers: LARGE.interviewers / divisor,
    managers: LARGE.managers / divisor,
    interviewerReviews: LARGE.interviewerReviews / divisor,
    managerReviews: LARGE.managerReviews / divisor,
    maxReviewsPerProfile,
  };
}

export const SIZES: Record<SizeName, Size> = {
  small: scaled('small', 100, 150),
  medium: scaled('medium', 10, 600),
  large: scaled('large', 1, 950),
};

export function isSizeName(value: string): value is SizeName {
  return (SIZE_NAMES as readonly string[]).includes(value);
}
