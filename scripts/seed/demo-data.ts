// Realistic demo content for a first start: the manager area is centred on
// restaurants in one city (SPEC.md section 1) with a few employers of other
// industries, since the site is for every workplace; the interviewer area is
// centred on tech. Every company states its industry (its tagline), and the
// review texts are drawn for that industry (scale/texts/).
import type { IndustryName } from './scale/vocabulary/industries.ts';

export type DemoCompany = {
  name: string;
  industry: IndustryName;
  description: string;
  /** Days before the seed that it joined the site: the site has been running for years. */
  since: number;
};

export const DEMO_COMPANY_PROFILES: DemoCompany[] = [
  {
    name: 'Harbor & Vine Bistro',
    industry: 'hospitality',
    description: 'A seafood bistro and wine bar with two restaurants in Bengaluru.',
    since: 1240,
  },
  {
    name: 'Saffron Street Kitchen',
    industry: 'hospitality',
    description: 'South Indian street food, cooked to order in Jayanagar and Malleshwaram.',
    since: 1105,
  },
  {
    name: 'Blue Door Pizzeria',
    industry: 'hospitality',
    description: 'Wood-fired pizza and a late kitchen in HSR Layout.',
    since: 980,
  },
  {
    name: 'Maple Leaf Diner',
    industry: 'hospitality',
    description: 'An all-day diner on Church Street.',
    since: 870,
  },
  {
    name: 'Copper Kettle Café',
    industry: 'hospitality',
    description: 'A neighbourhood café and bakery in JP Nagar.',
    since: 760,
  },
  {
    name: 'Golden Wok Express',
    industry: 'hospitality',
    description: 'Indo-Chinese takeaway and delivery kitchens.',
    since: 655,
  },
  {
    name: 'Lalbagh Fresh Market',
    industry: 'retail',
    description: 'A neighbourhood grocery store with a bakery counter.',
    since: 540,
  },
  {
    name: 'Cauvery Care Clinic',
    industry: 'healthcare',
    description: 'A day-care clinic with a pharmacy and a diagnostic lab.',
    since: 430,
  },
  {
    name: 'Northwind Analytics',
    industry: 'tech',
    description: 'Analytics software for retailers.',
    since: 1180,
  },
  {
    name: 'Brightline Software',
    industry: 'tech',
    description: 'Project planning software for construction firms.',
    since: 1015,
  },
  { name: 'Quantum Ledger', industry: 'tech', description: 'Blockchain settlement for banks.', since: 900 },
  {
    name: 'Pinecrest Health',
    industry: 'tech',
    description: 'Health-records software for clinics and hospitals.',
    since: 720,
  },
  {
    name: 'Helix Data Systems',
    industry: 'tech',
    description: 'A data platform for machine learning teams.',
    since: 610,
  },
  {
    name: 'Orbit Payments',
    industry: 'tech',
    description: 'Payment processing for online shops.',
    since: 495,
  },
];

/** Every demo company, by name. */
export const DEMO_COMPANIES = DEMO_COMPANY_PROFILES.map((c) => c.name);

/** The tech employers of the interviewer area. */
export const DEMO_TECH_COMPANIES = [
  'Northwind Analytics',
  'Brightline Software',
  'Quantum Ledger',
  'Pinecrest Health',
  'Helix Data Systems',
  'Orbit Payments',
] as const;

export type DemoInterviewer = {
  name: string;
  position: string;
  company: (typeof DEMO_TECH_COMPANIES)[number];
  tags: string[];
  linkedin?: string;
};

export const DEMO_INTERVIEWERS: DemoInterviewer[] = [
  {
    name: 'Nandini Raghavan',
    position: 'Engineering Manager',
    company: 'Northwind Analytics',
    tags: ['system design', 'behavioral'],
  },
  {
    name: 'Daniel Mensah',
    position: 'Senior Data Scientist',
    company: 'Northwind Analytics',
    tags: ['statistics', 'SQL'],
  },
  {
    name: 'Mei Lin Chen',
    position: 'Staff Software Engineer',
    company: 'Northwind Analytics',
    tags: ['algorithms', 'Python'],
  },
  {
    name: 'Tomás Álvarez',
    position: 'Technical Recruiter',
    company: 'Northwind Analytics',
    tags: ['screening'],
  },
  {
    name: 'Hannah Weiss',
    position: 'Director of Data Engineering',
    company: 'Northwind Analytics',
    tags: ['leadership', 'data pipelines'],
  },
  {
    name: 'Marcus Bell',
    position: 'Frontend Lead',
    company: 'Brightline Software',
    tags: ['React', 'TypeScript'],
    linkedin: 'https://www.linkedin.com/in/marcus-bell-demo',
  },
  {
    name: 'Aisha Mohammed',
    position: 'Principal Engineer',
    company: 'Brightline Software',
    tags: ['architecture', 'system design'],
  },
  {
    name: 'Lukas Novak',
    position: 'Backend Engineer',
    company: 'Brightline Software',
    tags: ['Go', 'take-home'],
  },
  {
    name: 'Sofia Rossi',
    position: 'Product Manager',
    company: 'Brightline Software',
    tags: ['product sense', 'case study'],
  },
  {
    name: 'James Whitaker',
    position: 'VP of Engineering',
    company: 'Brightline Software',
    tags: ['culture fit'],
  },
  {
    name: 'Chloé Dubois',
    position: 'QA Lead',
    company: 'Brightline Software',
    tags: ['testing', 'automation'],
  },
  {
    name: 'Ravi Shankar',
    position: 'Blockchain Engineer',
    company: 'Quantum Ledger',
    tags: ['Rust', 'cryptography'],
  },
  {
    name: 'Emily Carter',
    position: 'Security Engineer',
    company: 'Quantum Ledger',
    tags: ['security', 'threat modeling'],
  },
  {
    name: 'Jonas Lindqvist',
    position: 'Engineering Manager',
    company: 'Quantum Ledger',
    tags: ['behavioral', 'leadership'],
  },
  {
    name: 'Grace Kim',
    position: 'Talent Acquisition Partner',
    company: 'Quantum Ledger',
    tags: ['screening', 'salary'],
  },
  {
    name: 'Omar Haddad',
    position: 'Site Reliability Engineer',
    company: 'Quantum Ledger',
    tags: ['Kubernetes', 'on-call'],
  },
  {
    name: 'Olivia Brooks',
    position: 'Clinical Data Analyst',
    company: 'Pinecrest Health',
    tags: ['SQL', 'healthcare'],
  },
  {
    name: 'Kenji Watanabe',
    position: 'Mobile Engineering Lead',
    company: 'Pinecrest Health',
    tags: ['iOS', 'Swift'],
  },
  {
    name: 'Fatima Zahra Benali',
    position: 'HR Business Partner',
    company: 'Pinecrest Health',
    tags: ['behavioral'],
  },
  {
    name: 'Noah Schmidt',
    position: 'Software Engineer II',
    company: 'Pinecrest Health',
    tags: ['Java', 'pair programming'],
  },
  {
    name: 'Isabella García',
    position: 'Head of Design',
    company: 'Pinecrest Health',
    tags: ['portfolio review', 'UX'],
  },
  {
    name: 'Arjun Mehta',
    position: 'Machine Learning Engineer',
    company: 'Helix Data Systems',
    tags: ['ML', 'Python'],
  },
  {
    name: 'Zoë Williams',
    position: 'Data Platform Manager',
    company: 'Helix Data Systems',
    tags: ['Spark', 'system design'],
  },
  {
    name: 'Benjamin Adeyemi',
    position: 'Senior Recruiter',
    company: 'Helix Data Systems',
    tags: ['screening'],
  },
  {
    name: 'Anna Kowalska',
    position: 'Analytics Engineer',
    company: 'Helix Data Systems',
    tags: ['dbt', 'SQL', 'take-home'],
  },
  {
    name: 'Lucas Martin',
    position: 'Payments Engineer',
    company: 'Orbit Payments',
    tags: ['distributed systems'],
  },
  {
    name: 'Sarah O’Connor',
    position: 'Engineering Director',
    company: 'Orbit Payments',
    tags: ['leadership', 'behavioral'],
  },
  {
    name: 'Diego Fernández',
    position: 'Full-Stack Developer',
    company: 'Orbit Payments',
    tags: ['Node.js', 'React'],
  },
  { name: 'Yuki Tanaka', position: 'Risk & Fraud Analyst', company: 'Orbit Payments', tags: ['statistics'] },
  {
    name: 'Ethan Park',
    position: 'Developer Advocate',
    company: 'Orbit Payments',
    tags: ['communication', 'live coding'],
  },
];
