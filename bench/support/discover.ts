// Finds real ids through the public API, as a client would: a popular
// interviewer and manager (most reviews among those sampled), a name prefix
// and a company word that match, targets for new reviews and reviews to vote on.

export type Targets = {
  interviewer: { id: string; name: string; reviewCount: number };
  manager: { id: string; name: string; reviewCount: number };
  /** A few letters of a name that the name search finds. */
  namePrefix: string;
  /** Many distinct name prefixes (3 to 5 letters of the sampled interviewers' names), for rotations. */
  namePrefixes: string[];
  /** A word of a company name that the company search finds. */
  companyWord: string;
  interviewerIds: string[];
  managerIds: string[];
  /** The company with the most manager reviews, and every company found (insights scenarios). */
  company: { id: string; name: string; reviewCount: number };
  companyIds: string[];
  interviewerReviews: { interviewerId: string; reviewId: string }[];
  managerReviews: string[];
  /** The cursor of page 2 of the popular interviewer's reviews (pages of REVIEW_PAGE), if it has one. */
  reviewPage2Cursor: string | null;
};

/** Reviews per page in the paged scenarios. */
export const REVIEW_PAGE = 20;

type InterviewerItem = { _id: string; name: string; reviewCount: number; company: { name: string } };
type CompanyItem = { _id: string; name: string; totalManagers: number; totalReviews: number };
type ManagerItem = { _id: string; name: string; reviewCount: number };

async function getJson<T>(url: string): Promise<{ body: T; headers: Headers }> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return { body: (await res.json()) as T, headers: res.headers };
}

const byReviews = <T extends { reviewCount: number }>(a: T, b: T) => b.reviewCount - a.reviewCount;

export async function discoverTargets(api: string, options: { maxPages: number }): Promise<Targets> {
  const interviewers: InterviewerItem[] = [];
  for (let page = 1; page <= options.maxPages; page++) {
    const { body, headers } = await getJson<InterviewerItem[]>(
      `${api}/api/interviewers?page=${page}&limit=50`,
    );
    interviewers.push(...body);
    if (body.length < 50 || interviewers.length >= Number(headers.get('X-Total-Count'))) break;
  }
  if (interviewers.length === 0) throw new Error('No interviewers: is the data folder seeded?');
  const popularInterviewers = [...interviewers].sort(byReviews);
  const interviewer = popularInterviewers[0] as InterviewerItem;

  const companies = new Map<string, CompanyItem>();
  for (const sort of ['name', 'top', 'recent']) {
    const { body } = await getJson<CompanyItem[]>(`${api}/api/companies?sort=${sort}&limit=100`);
    for (const company of body) companies.set(company._id, company);
  }
  const withManagers = [...companies.values()]
    .filter((c) => c.totalManagers > 0)
    .sort((a, b) => b.totalReviews - a.totalReviews || b.totalManagers - a.totalManagers)
    .slice(0, 30);
  if (withManagers.length === 0) throw new Error('No company has managers: is the data folder seeded?');
  const managers: ManagerItem[] = [];
  for (const company of withManagers) {
    const { body } = await getJson<{ managers: ManagerItem[] }>(
      `${api}/api/companies/search/company/_/${company._id}`,
    );
    managers.push(...body.managers);
  }
  if (managers.length === 0) throw new Error('No managers found through the company pages.');
  const popularManagers = [...managers].sort(byReviews);
  const manager = popularManagers[0] as ManagerItem;

  const namePrefix = await firstMatching(
    interviewer.name
      .split(/\s+/)
      .map((w) => w.slice(0, 3).toLowerCase())
      .filter((w) => w.length >= 2),
    (q) => `${api}/api/interviewers/search/${encodeURIComponent(q)}?searchMode=name`,
  );
  const bigCompany = withManagers[0] as CompanyItem;
  const companyWord = await firstMatching(
    bigCompany.name.split(/\s+/).filter((w) => /\w/.test(w)),
    (q) => `${api}/api/managers/search/${encodeURIComponent(q)}?searchMode=company`,
  );

  const interviewerReviews: Targets['interviewerReviews'] = [];
  for (const item of popularInterviewers.slice(0, 20).filter((i) => i.reviewCount > 0)) {
    const { body } = await getJson<{ _id: string }[]>(`${api}/api/reviews/rmi?interviewerId=${item._id}`);
    for (const review of body.slice(0, 50))
      interviewerReviews.push({ interviewerId: item._id, reviewId: review._id });
  }
  const managerReviews: string[] = [];
  for (const item of popularManagers.slice(0, 20).filter((m) => m.reviewCount > 0)) {
    const { body } = await getJson<{ reviews: { _id: string }[] }>(`${api}/api/managers/${item._id}`);
    for (const review of body.reviews.slice(0, 50)) managerReviews.push(review._id);
  }

  const firstPage = await fetch(
    `${api}/api/reviews/rmi?interviewerId=${interviewer._id}&limit=${REVIEW_PAGE}`,
  );
  await firstPage.arrayBuffer();
  const reviewPage2Cursor = firstPage.ok ? firstPage.headers.get('X-Next-Cursor') : null;

  return {
    reviewPage2Cursor,
    interviewer: { id: interviewer._id, name: interviewer.name, reviewCount: interviewer.reviewCount },
    manager: { id: manager._id, name: manager.name, reviewCount: manager.reviewCount },
    namePrefix,
    namePrefixes: namePrefixesOf(popularInterviewers),
    companyWord,
    interviewerIds: interviewers.map((i) => i._id),
    managerIds: managers.map((m) => m._id),
    company: { id: bigCompany._id, name: bigCompany.name, reviewCount: bigCompany.totalReviews },
    companyIds: [...companies.keys()],
    interviewerReviews,
    managerReviews,
  };
}

function namePrefixesOf(items: InterviewerItem[]): string[] {
  const prefixes = new Set<string>();
  for (const length of [3, 4, 5])
    for (const item of items)
      for (const word of item.name.toLowerCase().split(/\s+/))
        if (word.length >= length) prefixes.add(word.slice(0, length));
  return [...prefixes];
}

/** The first query whose search answers at least one result. */
async function firstMatching(queries: string[], url: (q: string) => string): Promise<string> {
  for (const q of queries) {
    const { body } = await getJson<unknown[]>(url(q));
    if (body.length > 0) return q;
  }
  throw new Error(`None of ${JSON.stringify(queries)} finds anything.`);
}
