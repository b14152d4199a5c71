// Subjects from the demo data that the screen-wide e2e checks (tap targets, type scale) visit.
type Company = { _id: string; name: string; totalReviews: number };
type CompanyPage = { managers: { _id: string; name: string; reviewCount: number }[] };
type Interviewer = { _id: string; reviewCount: number };

export type DemoSubjects = {
  /** The company with the most manager reviews: its page lists managers. */
  company: Company;
  /** A reviewed manager of it. */
  manager: CompanyPage['managers'][number];
  /** A reviewed interviewer. */
  interviewer: Interviewer;
};

const getJson = async <T>(url: string): Promise<T> => (await (await fetch(url)).json()) as T;

export async function demoSubjects(baseUrl: string): Promise<DemoSubjects> {
  const companies = await getJson<Company[]>(`${baseUrl}/api/companies?limit=100`);
  const company = companies.sort((a, b) => b.totalReviews - a.totalReviews)[0];
  if (!company) throw new Error('no companies in the demo data');
  const { managers } = await getJson<CompanyPage>(`${baseUrl}/api/companies/search/company/_/${company._id}`);
  const manager = managers.find((m) => m.reviewCount > 0);
  if (!manager) throw new Error(`no reviewed manager at ${company.name}`);
  const interviewers = await getJson<Interviewer[]>(`${baseUrl}/api/interviewers`);
  const interviewer = interviewers.find((i) => i.reviewCount > 0);
  if (!interviewer) throw new Error('no reviewed interviewer in the demo data');
  return { company, manager, interviewer };
}
