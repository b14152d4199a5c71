// What makes seeded data believable (issue 14, item 12), checked on what a
// seed wrote, the same for the demo seed and the scale seed. Each check
// returns the offending documents with their text, so a failing test shows
// the review that breaks the rule. The checks read texts with their own word
// lists, not with the seeds' sentence lists: they would catch a wrong
// sentence that the seed itself filed under the wrong outcome or mood.
import { readFileSync } from 'node:fs';
import { INDUSTRIES } from '../../../scripts/seed/scale/vocabulary/industries.ts';
import { BRANCHES, type BranchData } from '../../src/domain/branches/branch.ts';
import { COMPANIES, type CompanyData } from '../../src/domain/companies/company.ts';
import { COMPANY_REVIEWS, type CompanyReviewData } from '../../src/domain/company-reviews/company-review.ts';
import { INTERVIEWERS, type InterviewerData } from '../../src/domain/interviewers/interviewer.ts';
import { MANAGERS, type ManagerData } from '../../src/domain/managers/manager.ts';
import { MANAGER_REVIEWS, type ManagerReviewData } from '../../src/domain/managers/manager-review.ts';
import { INTERVIEWER_REVIEWS, type ReviewData } from '../../src/domain/reviews/review.ts';
import { normalizeName } from '../../src/domain/text/normalize.ts';
import type { Doc, DocumentStore } from '../../src/store/document-store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

async function all<T extends Doc['data']>(store: DocumentStore, collection: string): Promise<Doc<T>[]> {
  return store.query<T>({ collection });
}

/** Sentences of a text: split after . ! or ? followed by a space. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

// ---- 1. Outcomes: the text says what the interview status says ----

/** What a text may claim about the interview and its result. */
const CLAIMS = {
  offer:
    /\b(got|received|accepted|have) (the |an |a )?(offer|job)\b|\boffer (came|arrived)\b|\bwith an offer\b|\bcleared (it|this|the)\b|\bmade it (to|through)\b|\bI passed\b|\bgot through\b/i,
  rejection:
    /\b(rejected|rejection|not selected|turned me down|was turned down|wasn't selected|didn't get the job|didn't make it|it's a no|unsuccessful)\b/i,
  pending: /\b(still waiting|waiting (on|for|to hear)|no decision yet|still no answer|haven't heard)\b/i,
  /** Things only said about an interview that took place. */
  interviewed:
    /\b(questions?|asked (me|about)|follow-ups?|hints?|interrupted|whiteboard|take-home|my answers?|the (phone screen|technical round|final round|panel|onsite|interview itself|review call|conversation) (was|felt|went|ran))\b/i,
};

type ClaimName = keyof typeof CLAIMS;
const FORBIDDEN_CLAIMS: Record<string, ClaimName[]> = {
  'no interview': ['interviewed', 'offer', 'rejection'],
  waiting: ['offer', 'rejection'],
  cleared: ['rejection', 'pending'],
  'not cleared': ['offer', 'pending'],
};

function claimsIn(text: string, forbidden: ClaimName[]): ClaimName[] {
  return forbidden.filter((claim) => CLAIMS[claim].test(text));
}

/** Interviewer reviews whose text contradicts their interview status. */
export async function outcomeViolations(store: DocumentStore): Promise<string[]> {
  const out: string[] = [];
  for (const { data: r } of await all<ReviewData>(store, INTERVIEWER_REVIEWS)) {
    if (!r.interviewStatus) continue;
    // A 'waiting' review edited once the result came: before the update it was waiting.
    const [before = '', after] = r.reviewText.split(/\bUpdate:/);
    const final = after ?? before;
    const wrong = claimsIn(final, FORBIDDEN_CLAIMS[r.interviewStatus] ?? []);
    if (after !== undefined) wrong.push(...claimsIn(before, FORBIDDEN_CLAIMS.waiting ?? []));
    if (wrong.length > 0) out.push(`${r.interviewStatus} (${wrong.join(', ')}): ${r.reviewText}`);
  }
  return out;
}

// ---- 2. Aspect comments agree with that aspect's stars ----

const PRAISE =
  /\b(great|good|clear|clearly|helped|helpful|backed|supportive|by example|on time|trusts?|calm|explains|plans ahead|informed|covered|actually happen|fair|respect|diverse|inclusive|promoted|training budget)\b/i;
const COMPLAINT =
  /\b(never|nobody|no one|unclear|last minute|little|no support|rumou?rs|alone|avoids|ignored|rarely|guessing|no clear|depend on who|replaceable|go nowhere|no training|all looks the same|nothing more|not very)\b/i;

/** "No clear direction" is no praise: negated words are not read as praise. */
const NEGATED = /\b(no|not|never|hardly|little)\s+(\w+\s+)?/gi;

function aspectMismatch(comment: string, score: number): string | null {
  if (!comment) return null;
  if (score === 0) return 'a comment on an unrated aspect';
  const complaint = COMPLAINT.test(comment);
  if (score <= 2 && !complaint && PRAISE.test(comment.replace(NEGATED, ' '))) return 'praise';
  if (score >= 4 && complaint) return 'complaint';
  return null;
}

/** Manager reviews' aspect comments and company reviews' answers that contradict their own stars. */
export async function aspectViolations(store: DocumentStore): Promise<string[]> {
  const out: string[] = [];
  const managerPairs = [
    ['reviewLeadership', 'leadership'],
    ['reviewCommunicationText', 'communication'],
    ['reviewSupport', 'empathy'],
  ] as const;
  for (const { data: r } of await all<ManagerReviewData>(store, MANAGER_REVIEWS)) {
    for (const [field, aspect] of managerPairs) {
      const wrong = aspectMismatch(r[field], r[aspect]);
      if (wrong) out.push(`${aspect} ${r[aspect]} stars, ${wrong}: ${r[field]}`);
    }
  }
  const companyPairs = [
    ['treatment', 'culture'],
    ['careerGrowth', 'careerGrowth'],
    ['diversity', 'diversity'],
  ] as const;
  for (const { data: r } of await all<CompanyReviewData>(store, COMPANY_REVIEWS)) {
    for (const [field, category] of companyPairs) {
      const wrong = aspectMismatch(r.reviews[field], r.ratings[category]);
      if (wrong) out.push(`${category} ${r.ratings[category]} stars, ${wrong}: ${r.reviews[field]}`);
    }
  }
  return out;
}

// ---- 3. Wording fits the company's industry, which the company states ----

/** Words that only fit some kinds of workplace (a restaurant's rota is not an engineering team's). */
const WORDS_ONLY_FOR: { words: RegExp; industries: string[] }[] = [
  {
    words:
      /\b(kitchen|dinner|lunch|menus?|chefs?|diners|tips|staff meals?|busy nights|covers|front of house|guests|wine|food)\b/i,
    industries: ['hospitality'],
  },
  {
    words: /\b(shifts?|rotas?|on the floor|shop floor|night shifts?)\b/i,
    industries: ['hospitality', 'retail', 'healthcare', 'logistics', 'manufacturing'],
  },
  {
    words:
      /\b(code|coding|sprints?|releases?|deploys?|deployments?|pull requests?|on-call|stand-?ups?|tech debt|system design|leetcode|algorithms?|engineers?)\b/i,
    industries: ['tech'],
  },
  { words: /\b(patients?|wards?|clinical|nurses?)\b/i, industries: ['healthcare'] },
  { words: /\b(forklifts?|depots?|fleet|drivers?|warehouse)\b/i, industries: ['logistics'] },
  { words: /\b(production line|the line|plant)\b/i, industries: ['manufacturing'] },
];

/** The industry a company states in its tagline, or null. */
export function industryOf(company: CompanyData): string | null {
  return INDUSTRIES.find((i) => i.label === company.tagline)?.name ?? null;
}

function foreignWords(text: string, industry: string): string[] {
  const found: string[] = [];
  for (const { words, industries } of WORDS_ONLY_FOR) {
    if (industries.includes(industry)) continue;
    const match = text.match(words);
    if (match) found.push(match[0]);
  }
  return found;
}

/** Companies that do not say their industry, and review texts with words foreign to it. */
export async function industryViolations(store: DocumentStore): Promise<string[]> {
  const out: string[] = [];
  const industries = new Map<string, string>();
  for (const company of await all<CompanyData>(store, COMPANIES)) {
    const industry = industryOf(company.data);
    if (!industry) out.push(`${company.data.name}: no industry stated (tagline "${company.data.tagline}")`);
    else industries.set(company.id, industry);
  }
  const check = (companyId: string, texts: string[]) => {
    const industry = industries.get(companyId);
    if (!industry) return;
    for (const text of texts) {
      const words = foreignWords(text, industry);
      if (words.length > 0) out.push(`${industry} (${words.join(', ')}): ${text}`);
    }
  };
  const interviewerCompany = new Map(
    (await all<InterviewerData>(store, INTERVIEWERS)).map((i) => [i.id, i.data.companyId]),
  );
  for (const { data: r } of await all<ReviewData>(store, INTERVIEWER_REVIEWS)) {
    check(interviewerCompany.get(r.interviewerId) ?? '', [r.reviewText]);
  }
  for (const { data: r } of await all<ManagerReviewData>(store, MANAGER_REVIEWS)) {
    check(r.companyId, [r.reviewText, r.reviewLeadership, r.reviewCommunicationText, r.reviewSupport]);
  }
  for (const { data: r } of await all<CompanyReviewData>(store, COMPANY_REVIEWS)) {
    check(r.companyId, Object.values(r.reviews));
  }
  return out;
}

// ---- 4. No sentence twice on one profile ----

function repeats(where: string, texts: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const sentence of texts.flatMap(sentencesOf)) {
    const key = sentence.toLowerCase();
    if (seen.has(key)) out.push(`${where}: "${sentence}"`);
    seen.add(key);
  }
  return out;
}

/** Sentences that appear twice among the reviews one interviewer, manager or company page shows. */
export async function repeatedSentences(store: DocumentStore): Promise<string[]> {
  const byProfile = new Map<string, string[]>();
  const add = (key: string, texts: string[]) => {
    const list = byProfile.get(key) ?? [];
    list.push(...texts);
    byProfile.set(key, list);
  };
  for (const { data: r } of await all<ReviewData>(store, INTERVIEWER_REVIEWS)) {
    add(`interviewer ${r.interviewerId}`, [r.reviewText]);
  }
  for (const { data: r } of await all<ManagerReviewData>(store, MANAGER_REVIEWS)) {
    add(`manager ${r.managerId}`, [
      r.reviewText,
      r.reviewLeadership,
      r.reviewCommunicationText,
      r.reviewSupport,
    ]);
  }
  for (const { data: r } of await all<CompanyReviewData>(store, COMPANY_REVIEWS)) {
    add(`company ${r.companyId}`, Object.values(r.reviews));
  }
  return [...byProfile].flatMap(([where, texts]) => repeats(where, texts));
}

// ---- 5. Dates: spread over months and years, and in an order that can happen ----

const day = (d: Date) => Math.floor(d.getTime() / DAY_MS);

/** Dates the site shows (to the day): spread out, none in the future, nothing before what it is about. */
export async function dateViolations(store: DocumentStore, now: Date): Promise<string[]> {
  const out: string[] = [];
  const companies = new Map((await all<CompanyData>(store, COMPANIES)).map((c) => [c.id, c.data]));
  const branches = new Map((await all<BranchData>(store, BRANCHES)).map((b) => [b.id, b.data]));
  const interviewers = new Map((await all<InterviewerData>(store, INTERVIEWERS)).map((i) => [i.id, i.data]));
  const managers = new Map((await all<ManagerData>(store, MANAGERS)).map((m) => [m.id, m.data]));
  const interviewerReviews = await all<ReviewData>(store, INTERVIEWER_REVIEWS);
  const managerReviews = await all<ManagerReviewData>(store, MANAGER_REVIEWS);
  const companyReviews = await all<CompanyReviewData>(store, COMPANY_REVIEWS);

  const spread: [string, Date[]][] = [
    [COMPANIES, [...companies.values()].map((c) => c.createdAt)],
    [BRANCHES, [...branches.values()].map((b) => b.createdAt)],
    [INTERVIEWERS, [...interviewers.values()].map((i) => i.createdAt)],
    [MANAGERS, [...managers.values()].map((m) => m.createdAt)],
    [INTERVIEWER_REVIEWS, interviewerReviews.map((r) => r.data.createdAt)],
    [MANAGER_REVIEWS, managerReviews.map((r) => r.data.createdAt)],
    [COMPANY_REVIEWS, companyReviews.map((r) => r.data.createdAt)],
  ];
  for (const [collection, dates] of spread) {
    if (dates.length === 0) continue;
    const future = dates.filter((d) => d.getTime() > now.getTime());
    if (future.length > 0) out.push(`${collection}: ${future.length} dated after now`);
    const days = dates.map(day);
    const span = Math.max(...days) - Math.min(...days);
    if (dates.length >= 5 && span < 180) out.push(`${collection}: all within ${span} days`);
    const perDay = new Map<number, number>();
    for (const d of days) perDay.set(d, (perDay.get(d) ?? 0) + 1);
    const most = Math.max(...perDay.values());
    if (most > Math.max(2, Math.ceil(dates.length * 0.05))) {
      out.push(`${collection}: ${most} of ${dates.length} on one day`);
    }
  }

  const notBefore = (what: string, at: Date, earliest: Date | undefined, of: string) => {
    if (earliest && at.getTime() < earliest.getTime()) out.push(`${what} dated before ${of}`);
  };
  for (const [id, b] of branches)
    notBefore(`branch ${id}`, b.createdAt, companies.get(b.companyId)?.createdAt, 'its company');
  for (const i of interviewers.values()) {
    notBefore(`interviewer ${i.name}`, i.createdAt, companies.get(i.companyId)?.createdAt, 'its company');
  }
  for (const m of managers.values()) {
    notBefore(`manager ${m.name}`, m.createdAt, branches.get(m.branchId)?.createdAt, 'its branch');
  }
  for (const { id, data: r } of interviewerReviews) {
    notBefore(
      `interviewer review ${id}`,
      r.createdAt,
      interviewers.get(r.interviewerId)?.createdAt,
      'its interviewer',
    );
    if (r.updatedAt.getTime() < r.createdAt.getTime())
      out.push(`interviewer review ${id} updated before written`);
  }
  for (const { id, data: r } of managerReviews) {
    notBefore(`manager review ${id}`, r.createdAt, managers.get(r.managerId)?.createdAt, 'its manager');
  }
  for (const { id, data: r } of companyReviews) {
    notBefore(`company review ${id}`, r.createdAt, companies.get(r.companyId)?.createdAt, 'its company');
  }
  return out;
}

// ---- 6. The team page's people are not rated here ----

const TEAM_PAGE = new URL('../../../src/features/about/team-page.tsx', import.meta.url);

/** The names the team page (src/features/about/team-page.tsx) introduces. */
export function teamPageNames(): string[] {
  const source = readFileSync(TEAM_PAGE, 'utf8');
  return [...source.matchAll(/\bname:\s*'([^']+)'/g)].map((m) => m[1] as string);
}

/** Interviewers and managers who share a name with someone on the team page. */
export async function teamMembersRated(store: DocumentStore): Promise<string[]> {
  const team = new Set(teamPageNames().map(normalizeName));
  const rated = [
    ...(await all<InterviewerData>(store, INTERVIEWERS)).map((i) => `interviewer ${i.data.name}`),
    ...(await all<ManagerData>(store, MANAGERS)).map((m) => `manager ${m.data.name}`),
  ];
  return rated.filter((who) => team.has(normalizeName(who.replace(/^\w+ /, ''))));
}
