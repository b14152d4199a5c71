// The insights answers, taken from the contract (functions/src/contract/insights.ts): a change of an
// answer's shape breaks the PWA's type check. The names below are parts of those answers.
import type { CompanyInsights, ThemeReview, Themes } from '@contract/insights';

export type { CompanyInsights, ThemeReview, Themes };

/** A figure and how many reviews it rests on. */
export type Figure = CompanyInsights['managers']['rising'][number]['before'];
export type Period = CompanyInsights['trend']['company'][number];
export type GroupFigures = CompanyInsights['branches'];
export type Theme = Themes['themes'][number];
export type ReviewKind = keyof CompanyInsights['trend'];
