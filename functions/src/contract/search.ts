// GET /search/all: the site's one search, grouped by kind. Contract modules import only zod (the PWA
// imports their types).
import { z } from 'zod';

const hit = z.object({
  kind: z.enum(['company', 'interviewer', 'manager']),
  id: z.string(),
  name: z.string(),
  line: z.string(),
  average: z.number().min(0).max(5),
  reviewCount: z.number().int().min(0),
  href: z.string().startsWith('/'),
});
const group = z.object({ total: z.number().int().min(0), items: z.array(hit) });

/** The answer: each kind's first hits and how many matched (the kinds of domain/search's SEARCH_KINDS). */
export const siteSearchAnswer = z.object({
  query: z.string(),
  companies: group,
  interviewers: group,
  managers: group,
});

export type SiteSearchResult = z.infer<typeof siteSearchAnswer>;
export type SiteSearchGroup = SiteSearchResult['companies'];
export type SiteSearchHit = SiteSearchGroup['items'][number];
