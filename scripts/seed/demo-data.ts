// Realistic demo content for a first start: the manager area is centred on
// restaurants in one city (SPEC.md section 1), the interviewer area on tech.
export const DEMO_COMPANIES = [
  'Harbor & Vine Bistro',
  'Saffron Street Kitchen',
  'Blue Door Pizzeria',
  'Maple Leaf Diner',
  'Copper Kettle Café',
  'Golden Wok Express',
  'Northwind Analytics',
  'Brightline Software',
  'Quantum Ledger',
  'Pinecrest Health',
] as const;

/** More tech employers for the interviewer area, next to the four above. */
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
    name: 'Priya Raman',
    position: 'Engineering Manager',
    company: 'Northwind Analytics',
    tags: ['system design', 'behavioral'],
  },
  {
    name: 'Daniel Okafor',
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

/** Review texts by star rating: what candidates actually write. */
export const DEMO_REVIEW_TEXTS: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  5: [
    'Friendly and well prepared. Explained the format up front and gave hints when I got stuck without giving the answer away.',
    'Best interview experience I have had. The questions were relevant to the actual job and I got detailed feedback afterwards.',
    'Very respectful of my time, started on the dot and left room for my questions about the team.',
  ],
  4: [
    'Solid, fair interview. The system design round was challenging but the discussion felt collaborative.',
    'Clear questions and a good conversation. Took about a week to hear back, but they kept me updated.',
    'Knew the role well and asked thoughtful follow-ups. A bit rushed at the end.',
  ],
  3: [
    'Average experience. Questions were mostly standard LeetCode-style and not very related to the role.',
    'Polite but hard to read. I had no idea how it went until the recruiter called.',
    'The take-home was reasonable, the review call was short and felt like a formality.',
  ],
  2: [
    'Seemed distracted and checked their phone a few times. Rescheduled twice before the interview happened.',
    'Questions jumped around a lot and there was no time left for my questions.',
  ],
  1: [
    'Showed up 20 minutes late, did not apologise, and was dismissive of my answers.',
    'Never heard back after the final round despite several follow-ups.',
  ],
};
