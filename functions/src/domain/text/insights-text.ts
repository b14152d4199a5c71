// The words of a company's insights page, for the PWA's screen (src/features/insights/
// company-insights-page.tsx) and the rendered page (pages/insights-markup.ts) alike: a search engine, a
// reader without JavaScript and the app read the same headings, notes and labels beside the same figures.

import { periodText } from '../../contract/period-text.ts';
import { MIN_THEME_REVIEWS } from '../insights/honest-figures.ts';
import { formatScore, reviewCountText } from './display-text.ts';

export type InsightKind = 'manager' | 'interviewer' | 'company';

export const INSIGHT_KIND_LABELS: Record<InsightKind, string> = {
  manager: 'Manager reviews',
  interviewer: 'Interviewer reviews',
  company: 'Company reviews',
};

/** The aspects a manager review rates, and the categories a company review rates. */
export const MANAGER_ASPECT_NAMES = {
  leadership: 'Leadership',
  communication: 'Communication',
  teamwork: 'Teamwork',
  empathy: 'Empathy',
  fairness: 'Fairness',
} as const;
export const COMPANY_CATEGORY_NAMES = {
  workLifeBalance: 'Work-life balance',
  compensation: 'Compensation',
  culture: 'Culture',
  careerGrowth: 'Career growth',
  diversity: 'Diversity',
} as const;

export function aspectName(kind: 'manager' | 'company', aspect: string): string {
  const names: Record<string, string> = kind === 'manager' ? MANAGER_ASPECT_NAMES : COMPANY_CATEGORY_NAMES;
  return names[aspect] ?? aspect;
}

export const insightsLead = (min: number) =>
  `No figure here rests on fewer than ${min} published reviews; smaller periods and groups are merged or left out.`;
export const INSIGHTS_BACK = 'Back to the company';
/** One card for every section without figures yet, instead of the same line in each. */
export const NOT_ENOUGH_TITLE = 'Not enough reviews yet';
export const notEnoughText = (min: number) =>
  `Each of these shows once it rests on at least ${min} published reviews:`;

export const TREND_TITLE = 'Rating trend by quarter';
export const trendNote = (min: number) =>
  `Average rating per period, against time. Quarters with fewer than ${min} reviews are merged with their neighbours: each period is a line across the quarters it covers, with a dot at its middle.`;
export const TREND_COLUMNS = ['Period', 'Average', 'Reviews'];

export const ASPECTS_TITLE = 'Aspects against all companies';
export const ASPECTS_NOTE =
  'Each aspect’s average beside the median of every company whose own figure rests on enough reviews. The median spans every industry: the site does not record a company’s industry yet.';
export const ALL_COMPANIES = 'Median of all companies';
export const aspectsCaption = (name: string) =>
  `Aspect averages out of 5: ${name} against the median of all companies`;
export const ASPECTS_COLUMNS = ['Aspect', 'Average out of 5'];
export const NO_MEDIAN_TEXT = `${ALL_COMPANIES}: not enough companies yet`;
export const medianOfText = (companyCount: number) => ` · median of ${companyCount} companies`;

/**
 * The aspects the section leaves out for want of reviews, by kind, or null when none is: said under the
 * table, so an aspect (Empathy, say) does not go missing without a word.
 */
export function aspectsLeftOutText(
  shown: readonly { kind: 'manager' | 'company'; aspect: string }[],
  min: number,
): string | null {
  const kinds = [
    ['manager', MANAGER_ASPECT_NAMES],
    ['company', COMPANY_CATEGORY_NAMES],
  ] as const;
  const parts = kinds.flatMap(([kind, names]) => {
    const missing = Object.entries(names)
      .filter(([aspect]) => !shown.some((s) => s.kind === kind && s.aspect === aspect))
      .map(([, name]) => name);
    return missing.length > 0 ? [`${missing.join(', ')} (${kind} reviews)`] : [];
  });
  return parts.length > 0 ? `Not shown until at least ${min} reviews rate them: ${parts.join('; ')}.` : null;
}

export const OUTCOMES_TITLE = 'Interview outcomes';
export const OUTCOMES_NOTE = '“Waiting” for more than 30 days counts as no answer.';
export const OUTCOME_NAMES = [
  ['cleared', 'Cleared'],
  ['notCleared', 'Not cleared'],
  ['waiting', 'Waiting'],
  ['noAnswer', 'No answer (waiting over 30 days)'],
  ['noInterview', 'No interview'],
] as const;
export const OUTCOMES_COLUMNS = ['Outcome', 'Share', 'Reviews'];
export const outcomesCaption = (reviews: string) => `Outcomes of ${reviews} that gave one`;
/** A share of a whole as a rounded percentage (the bar is as long as it says). */
export const sharePercent = (count: number, total: number) =>
  total > 0 ? Math.round((count / total) * 100) : 0;

export const GROUP_SECTIONS = [
  { key: 'branches', title: 'Branches compared', noun: 'branches' },
  { key: 'departments', title: 'Departments compared', noun: 'departments' },
] as const;
export const groupNote = (noun: string, min: number) =>
  `Manager reviews; ${noun} with fewer than ${min} reviews are pooled or left out.`;
export const otherGroupsName = (noun: string, groupCount: number) => `Other ${noun} (${groupCount})`;
export const groupCaption = (title: string) => `${title}: average manager rating`;
export const GROUP_COLUMNS = ['Name', 'Average out of 5', 'Reviews'];

export const MOVERS_TITLE = 'Managers who rose or fell most';
export const moversNote = (lastYear: { from: string; to: string }, min: number) =>
  `Average rating over the last year (${periodText(lastYear)}) against the year before; each side rests on at least ${min} reviews.`;
export const MOVERS_CAPTION = 'Change in average rating';
export const MOVERS_COLUMNS = ['Manager', 'Year before', 'Last year', 'Change'];
/** "+0.6", "−0.4" (a true minus sign). */
export const changeText = (change: number) => `${change > 0 ? '+' : '−'}${formatScore(Math.abs(change))}`;

/**
 * What follows a theme's phrase, smaller: "7 reviews · negative · average 1.4". The phrase comes first
 * (a reader scans for it), in the app and in the server's markup alike.
 */
export const themeDetailText = (theme: { reviewCount: number; tone: string; averageRating: number }) =>
  `${reviewCountText(theme.reviewCount)} · ${theme.tone} · average ${formatScore(theme.averageRating)}`;

/** A profile's themes card (an interviewer's or a manager's), in the app and the rendered page alike. */
export const PROFILE_THEMES_TITLE = 'What reviews keep mentioning';
export const profileThemesNote = (reviewCount: number) =>
  `Phrases at least ${MIN_THEME_REVIEWS} different reviews share, out of ${reviewCount} published reviews.`;

export const THEMES_TITLE = 'What company reviews keep saying';
export const THEMES_NOTE =
  'Phrases that at least 3 different reviews share, positive or negative by those reviews’ ratings.';
export const NO_COMPANY_THEMES =
  'No recurring themes in its company reviews yet. Themes of manager reviews are on each manager’s profile.';
