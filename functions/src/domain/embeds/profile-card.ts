// What the embed widget and oEmbed show of a profile (issue 17 item 4): its name, where it belongs,
// its plain average and review count, and the path of its page. Only the stored aggregates, which
// count published reviews alone (held, hidden and removed reviews never move them), and one read.
import type { DocumentStore } from '../../store/document-store.ts';
import { COMPANIES, type CompanyData } from '../companies/company.ts';
import { MANAGER_ASPECTS } from '../companies/review-scores.ts';
import { statsFrom } from '../companies/score-stats.ts';
import { round2 } from '../interviewers/blended-score.ts';
import { INTERVIEWERS, type InterviewerData } from '../interviewers/interviewer.ts';
import { averageOf } from '../interviewers/rating-aggregates.ts';
import { MANAGERS, type ManagerData } from '../managers/manager.ts';
import { isDocId } from '../shared/doc-id.ts';
import { slugify } from '../text/normalize.ts';

/** The kinds of profile that can be embedded, as they appear in /embed/{kind}/{id}. */
export const EMBED_KINDS = ['interviewers', 'managers', 'companies'] as const;
export type EmbedKind = (typeof EMBED_KINDS)[number];

export type ProfileCard = {
  kind: EmbedKind;
  id: string;
  name: string;
  /** "Engineering Manager at Acme", "Acme", or the company alone: what tells two namesakes apart. */
  context: string;
  /** Plain mean of the published ratings, 2 decimals; 0 without reviews. */
  average: number;
  reviewCount: number;
  /** The profile's page on the site, URL-encoded, from the root: /interviewers/{id} etc. */
  path: string;
};

const segment = (name: string, fallback: string) => encodeURIComponent(slugify(name) || fallback);

/** A role and a company, either of which may be empty. */
function roleAt(position: string, company: string): string {
  if (position && company) return `${position} at ${company}`;
  return position || company;
}

/** The card of one profile, or null when there is no such profile (or the id is not one of ours). */
export async function readProfileCard(
  store: DocumentStore,
  kind: EmbedKind,
  id: string,
): Promise<ProfileCard | null> {
  if (!isDocId(id)) return null;
  const at = encodeURIComponent(id);
  switch (kind) {
    case 'interviewers': {
      const doc = await store.get<InterviewerData>(INTERVIEWERS, id);
      if (!doc) return null;
      const d = doc.data;
      return {
        kind,
        id,
        name: d.name,
        context: roleAt(d.position, d.companyName),
        average: round2(averageOf(d)),
        reviewCount: d.reviewCount,
        path: `/interviewers/${at}`,
      };
    }
    case 'managers': {
      const doc = await store.get<ManagerData>(MANAGERS, id);
      if (!doc) return null;
      const d = doc.data;
      const stats = statsFrom(MANAGER_ASPECTS, d.reviewStats);
      return {
        kind,
        id,
        name: d.name,
        context: roleAt(d.position, d.companyName),
        average: round2(averageOf(stats)),
        reviewCount: stats.reviewCount,
        path: `/management/managers/${segment(d.name, 'manager')}/${at}`,
      };
    }
    case 'companies': {
      const doc = await store.get<CompanyData>(COMPANIES, id);
      if (!doc) return null;
      const d = doc.data;
      // The company page leads with its managers' reviews (company-page.tsx): so does the widget.
      const stats = statsFrom(MANAGER_ASPECTS, d.managerReviewStats);
      const slug = d.slug ? encodeURIComponent(d.slug) : segment(d.name, 'company');
      return {
        kind,
        id,
        name: d.name,
        context: d.tagline,
        average: round2(averageOf(stats)),
        reviewCount: stats.reviewCount,
        path: `/companies/${slug}/${at}`,
      };
    }
  }
}

/**
 * The profile a URL of the site points at, or null: /interviewers/{id}, /interviewer/{id},
 * /management/managers/{name}/{id} and /companies/{name}/{id}, with or without a trailing slash, a
 * query or a fragment. The name segment is not checked (pages find profiles by id).
 */
export function profileOfPath(pathname: string): { kind: EmbedKind; id: string } | null {
  const match =
    /^\/(?:interviewers?\/([^/]+)|management\/managers\/[^/]+\/([^/]+)|companies\/[^/]+\/([^/]+))\/?$/.exec(
      pathname,
    );
  if (!match) return null;
  const [, interviewer, manager, company] = match;
  let id: string;
  try {
    id = decodeURIComponent(interviewer ?? manager ?? company ?? '');
  } catch {
    return null;
  }
  if (!isDocId(id)) return null;
  if (interviewer !== undefined) return { kind: 'interviewers', id };
  if (manager !== undefined) return { kind: 'managers', id };
  return { kind: 'companies', id };
}
