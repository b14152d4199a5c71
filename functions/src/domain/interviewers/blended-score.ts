// The displayed interviewer score (DESIGN.md section 9). Pure and
// dependency-free so that the PWA can import it too.

/** The rating a score leans towards while an interviewer has few reviews. */
export const NEUTRAL_RATING = 3;

/** Rounds to 2 decimals, with 1.005 -> 1.01 rather than 1.00. */
export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** How much the reviews' average counts: w(n) = 2 / (1 + e^(-n/5)) - 1, so w(0) = 0 and w -> 1. */
export function blendWeight(reviewCount: number): number {
  return 2 / (1 + Math.exp(-reviewCount / 5)) - 1;
}

/** round2(w * average + (1 - w) * 3); 0 with no reviews. */
export function blendedScore(reviewCount: number, average: number): number {
  if (!(reviewCount > 0)) return 0;
  const w = blendWeight(reviewCount);
  return round2(w * average + (1 - w) * NEUTRAL_RATING);
}
