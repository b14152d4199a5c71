// What a share image shows (issue 15 item 3): the figures the API answers for the profile (the same
// public aggregates, so held, hidden and removed reviews never move them), as the PWA words them.
import { createHash } from 'node:crypto';
import { type CompanyData, toCompanyDetails } from '../../domain/companies/company.ts';
import { type InterviewerData, toInterviewerResponse } from '../../domain/interviewers/interviewer.ts';
import { type ManagerData, toManagerSummary } from '../../domain/managers/manager.ts';
import { TOXIC_WORKPLACE_ARTICLE } from '../../domain/text/blog-article.ts';
import {
  type CountedReviews,
  formatScore,
  NO_RATING_TEXT,
  reviewCountText,
  utcLongDateEnUs,
} from '../../domain/text/display-text.ts';
import type { Doc } from '../../store/document-store.ts';

export type ShareKind = 'interviewer' | 'manager' | 'company';

export type ShareCard = {
  /** "Interviewer", "Manager" or "Company". */
  label: string;
  name: string;
  /** Position and company ("Engineering Manager · Acme"), or the company's tagline. */
  subtitle: string;
  /** One decimal ("4.3"), or null without reviews. */
  score: string | null;
  /** "12 reviews" ("12 manager reviews" for a company), or "No rating yet"; an article's date line. */
  count: string;
  /** false: no score and no stars (an article's card: it rates nobody). */
  stars?: false;
};

/** Bump when the card's drawing changes, so no cached image of the old design is served again. */
export const CARD_DESIGN = 1;

const joined = (...parts: string[]) => parts.filter((p) => p.trim() !== '').join(' · ');

function figures(average: number, reviewCount: number, counted?: CountedReviews) {
  return reviewCount > 0
    ? { score: formatScore(average), count: reviewCountText(reviewCount, counted) }
    : { score: null, count: NO_RATING_TEXT };
}

export function interviewerCard(doc: Doc<InterviewerData>): ShareCard {
  const i = toInterviewerResponse(doc);
  return {
    label: 'Interviewer',
    name: i.name,
    subtitle: joined(i.position, i.company.name),
    ...figures(i.average, i.reviewCount),
  };
}

export function managerCard(doc: Doc<ManagerData>): ShareCard {
  const m = toManagerSummary(doc);
  return {
    label: 'Manager',
    name: m.name,
    subtitle: joined(m.position, m.company.name),
    ...figures(m.averageRating, m.reviewCount),
  };
}

/**
 * The company page leads with its managers' average and count; so does its card, saying so ("15 manager
 * reviews"), as the link preview beside it counts company reviews too.
 */
export function companyCard(doc: Doc<CompanyData>): ShareCard {
  const c = toCompanyDetails(doc);
  return {
    label: 'Company',
    name: c.name,
    subtitle: c.tagline,
    ...figures(c.averageRating, c.reviewCount, 'manager'),
  };
}

/** The blog article's card (its og:image and its Article's image): what it is about, and when. */
export function articleCard(): ShareCard {
  const a = TOXIC_WORKPLACE_ARTICLE;
  return {
    label: 'Blog',
    name: a.headline,
    subtitle: '',
    score: null,
    count: `Published ${utcLongDateEnUs(new Date(`${a.published}T00:00:00Z`))}`,
    stars: false,
  };
}

/**
 * The card's public version: a digest of everything it shows (and of its design). The image cache
 * and the ETag are keyed by it, so a repeat costs no render and any change of figures or names
 * draws a new one.
 */
export function cardVersion(card: ShareCard): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        CARD_DESIGN,
        card.label,
        card.name,
        card.subtitle,
        card.score,
        card.count,
        ...(card.stars === false ? ['no stars'] : []),
      ]),
    )
    .digest('base64url')
    .slice(0, 22);
}
