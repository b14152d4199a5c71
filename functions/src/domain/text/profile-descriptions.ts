// A profile's description (meta, Open Graph and Twitter) and its share image's alt text: the rendered
// page's head (pages/pages-app.ts) and the PWA's (PageMeta) take them from here, so a link preview and
// the page the PWA then shows never word or count a profile differently.
import { type CountedReviews, formatScore, reviewCountText, scoreOutOfFive } from './display-text.ts';

type Person = { name: string; position?: string | undefined; companyName?: string | undefined };

/** "Ada Lovelace, Head Chef at Harbor & Vine": the role and company that tell namesakes apart. */
export function personSummary(p: Person): string {
  return `${p.name}${p.position ? `, ${p.position}` : ''}${p.companyName ? ` at ${p.companyName}` : ''}`;
}

/** An interviewer's or a manager's: "Anonymous reviews of …: rated 4.5 out of 5 from 2 reviews." */
export function personDescription(p: Person, average: number, count: number): string {
  return `Anonymous reviews of ${personSummary(p)}: rated ${scoreOutOfFive(average, count)}${count > 0 ? ` from ${reviewCountText(count)}` : ''}.`;
}

/** What a share image's alt says: "Ada Lovelace: rated 4.5 out of 5", or "Ada Lovelace: no rating yet". */
export function ratedAlt(name: string, average: number, count: number): string {
  return `${name}: ${count > 0 ? 'rated ' : ''}${scoreOutOfFive(average, count)}`;
}

type Figures = { reviewCount: number; averageRating: number };
export type CompanyFigures = Figures & { name: string; companyReviews: Figures };

/** "4.0 out of 5 from 15 manager reviews": which reviews a figure counts, said with it. */
function figuresOf({ reviewCount, averageRating }: Figures, kind: CountedReviews): string | null {
  if (reviewCount === 0) return null;
  return `${formatScore(averageRating)} out of 5 from ${reviewCountText(reviewCount, kind)}`;
}

/**
 * A company's. Its headline figures (search, its share card, widget, the page's "Manager rating") are its
 * managers' reviews; the company reviews are a second figure: both are named, so a preview reading "2
 * reviews" never contradicts a search result reading "15 reviews".
 */
export function companyDescription(c: CompanyFigures): string {
  const figures = [figuresOf(c, 'manager'), figuresOf(c.companyReviews, 'company')].filter(Boolean);
  return `Anonymous reviews of ${c.name}, its managers, interviewers and workplace: ${figures.length > 0 ? figures.join(' and ') : 'no rating yet'}.`;
}

/** The company's share image shows its managers' figures: "Acme: rated 4.0 out of 5 from 15 manager reviews". */
export function companyImageAlt(c: CompanyFigures): string {
  const managers = figuresOf(c, 'manager');
  return `${c.name}: ${managers ? `rated ${managers}` : 'no rating yet'}`;
}
