// What differs between kinds of employer: how they are named, who
// interviews there, who manages there, in which departments, and what
// interviews there are about.
import { list } from './list.ts';

export type Industry = {
  name: string;
  /** How the company states its industry: its tagline, shown on its card and page. */
  label: string;
  /** How much of the data set it makes up. */
  weight: number;
  /** Last word(s) of a company name: "Northwind" + "Analytics". */
  nameSuffixes: readonly string[];
  interviewerPositions: readonly string[];
  managerPositions: readonly string[];
  departments: readonly string[];
  /** Interview topics: interviewer tags, and what review texts mention. */
  topics: readonly string[];
  /** The steps of a hiring process there ("the {stage}"). */
  stages: readonly string[];
  /** Jobs a reviewer of a manager there had ("as a {role}"). */
  roles: readonly string[];
  /** Words review texts use there, so a text fits the workplace (no rotas for an engineering team). */
  words: {
    /** The busiest stretch: "during {peak}". */
    peak: string;
    /** What a manager plans and publishes: "{plans} come out on time". */
    plans: string;
    /** Whom the work serves, singular: "a difficult {client}". */
    client: string;
  };
};

export type IndustryName =
  | 'tech'
  | 'finance'
  | 'healthcare'
  | 'retail'
  | 'hospitality'
  | 'logistics'
  | 'manufacturing'
  | 'consulting';

export const INDUSTRIES: readonly (Industry & { name: IndustryName })[] = [
  {
    name: 'tech',
    label: 'Software and technology',
    stages: list('phone screen, technical round, final round, panel interview, onsite'),
    roles: list(
      'software engineer, QA engineer, data analyst, product designer, support specialist, intern, data engineer, product analyst',
    ),
    words: { peak: 'release weeks', plans: 'sprint plans', client: 'customer' },
    weight: 30,
    nameSuffixes: list(`
      Analytics, Software, Labs, Systems, Data, Cloud, Networks, AI, Digital, Technologies, Robotics,
      Security, Games, Interactive, Computing, Platforms
    `),
    interviewerPositions: list(`
      Software Engineer, Senior Software Engineer, Staff Engineer, Principal Engineer, Engineering Manager,
      Technical Recruiter, Data Scientist, Senior Data Engineer, Product Manager, Frontend Lead,
      Backend Engineer, Site Reliability Engineer, QA Lead, Director of Engineering, Talent Acquisition Partner,
      Product Designer, Machine Learning Engineer, Security Engineer, Head of Product, CTO
    `),
    managerPositions: list(`
      Engineering Manager, Team Lead, Director of Engineering, Product Lead, Head of Data, QA Manager,
      IT Manager, Support Team Lead, Design Manager, VP Engineering
    `),
    departments: list(
      'Engineering, Product, Design, Data Science, IT, Customer Support, Sales, Marketing, Human Resources',
    ),
    topics: list(`
      system design, algorithms, behavioral, SQL, Python, TypeScript, React, Java, Go, Kubernetes,
      machine learning, take-home, pair programming, statistics, product sense, API design
    `),
  },
  {
    name: 'finance',
    label: 'Banking and finance',
    stages: list('first-round interview, case interview, assessment day, final round, phone screen'),
    roles: list(
      'analyst, associate, teller, compliance officer, credit analyst, operations clerk, relationship officer, intern',
    ),
    words: { peak: 'month-end', plans: 'deadlines', client: 'client' },
    weight: 12,
    nameSuffixes: list(
      'Capital, Bank, Financial, Partners, Insurance, Investments, Credit Union, Wealth, Asset Management',
    ),
    interviewerPositions: list(`
      Analyst, Senior Analyst, Associate, Vice President, Risk Manager, Compliance Officer, Portfolio Manager,
      HR Business Partner, Talent Acquisition Lead, Quantitative Researcher, Branch Manager, Head of Audit
    `),
    managerPositions: list(`
      Branch Manager, Operations Manager, Head of Risk, Team Lead, Compliance Manager, Relationship Manager,
      Finance Manager
    `),
    departments: list(
      'Finance, Risk, Compliance, Operations, Customer Service, Sales, Human Resources, Legal, IT',
    ),
    topics: list(`
      case study, financial modelling, Excel, valuation, behavioral, brainteasers, risk, accounting,
      market sizing, regulation
    `),
  },
  {
    name: 'healthcare',
    label: 'Healthcare',
    stages: list('panel interview, first interview, clinical interview, final interview, phone screen'),
    roles: list(
      'staff nurse, healthcare assistant, pharmacy technician, lab technician, receptionist, porter, physiotherapist, care assistant',
    ),
    words: { peak: 'the winter surge', plans: 'shift patterns', client: 'patient' },
    weight: 10,
    nameSuffixes: list(
      'Health, Medical Center, Clinic, Pharma, Care, Diagnostics, Hospital, Therapeutics, Dental',
    ),
    interviewerPositions: list(`
      Nurse Manager, Charge Nurse, Clinical Director, Head of Pharmacy, HR Manager, Practice Manager,
      Lab Supervisor, Medical Director, Recruiter, Physiotherapy Lead
    `),
    managerPositions: list(`
      Nurse Manager, Ward Manager, Clinical Lead, Practice Manager, Pharmacy Manager, Lab Manager,
      Head of Patient Services
    `),
    departments: list(
      'Nursing, Pharmacy, Laboratory, Patient Services, Administration, Human Resources, Facilities',
    ),
    topics: list(
      'clinical scenarios, patient care, behavioral, teamwork, shift patterns, compliance, role play',
    ),
  },
  {
    name: 'retail',
    label: 'Retail',
    stages: list('first interview, group interview, store interview, phone screen, assessment day'),
    roles: list(
      'sales assistant, cashier, stock associate, visual merchandiser, shift supervisor, weekend assistant, store trainee',
    ),
    words: { peak: 'the holiday season', plans: 'rotas', client: 'customer' },
    weight: 12,
    nameSuffixes: list('Market, Outfitters, Home, Goods, Supply Co., Stores, Boutique, Grocers, Books'),
    interviewerPositions: list(`
      Store Manager, Assistant Store Manager, Area Manager, Recruiter, HR Coordinator, Visual Merchandiser,
      Buyer, Department Supervisor
    `),
    managerPositions: list(`
      Store Manager, Assistant Store Manager, Shift Supervisor, Area Manager, Stock Room Lead,
      Customer Service Manager
    `),
    departments: list(
      'Sales Floor, Stock Room, Customer Service, Visual Merchandising, Management, Human Resources',
    ),
    topics: list('customer service, role play, availability, teamwork, sales, situational questions'),
  },
  {
    name: 'hospitality',
    label: 'Restaurants and hospitality',
    stages: list('first interview, trial shift, phone screen, final interview, tasting session'),
    roles: list('line cook, server, bartender, host, barista, commis chef, kitchen porter, runner'),
    words: { peak: 'the Friday-night rush', plans: 'rotas', client: 'guest' },
    weight: 14,
    nameSuffixes: list(`
      Bistro, Kitchen, Café, Grill, Hotel, Trattoria, Brasserie, Tavern, Resort, Bakery, Pizzeria,
      Diner, Noodle Bar
    `),
    interviewerPositions: list(`
      General Manager, Head Chef, Sous Chef, Restaurant Manager, Front of House Manager, Hotel Manager,
      Bar Manager, HR Manager, Events Manager
    `),
    managerPositions: list(`
      General Manager, Head Chef, Sous Chef, Restaurant Manager, Front of House Manager, Bar Manager,
      Shift Manager, Head of Housekeeping, Night Manager
    `),
    departments: list('Kitchen, Front of House, Bar, Housekeeping, Reception, Events, Management'),
    topics: list('trial shift, customer service, food safety, availability, teamwork, wine knowledge'),
  },
  {
    name: 'logistics',
    label: 'Logistics and transport',
    stages: list('site interview, first interview, phone screen, assessment day'),
    roles: list(
      'warehouse operative, picker, forklift driver, van driver, planner, dispatcher, team leader, yard marshal',
    ),
    words: { peak: 'peak season', plans: 'shift plans', client: 'customer' },
    weight: 8,
    nameSuffixes: list('Logistics, Freight, Transport, Shipping, Couriers, Distribution, Cargo'),
    interviewerPositions: list(`
      Operations Manager, Warehouse Manager, Fleet Manager, Recruiter, Supply Chain Analyst,
      Transport Planner, HR Manager, Site Lead
    `),
    managerPositions: list(`
      Warehouse Manager, Shift Supervisor, Fleet Manager, Operations Manager, Depot Manager, Team Leader
    `),
    departments: list(
      'Warehouse, Fleet, Operations, Customer Service, Planning, Human Resources, Health and Safety',
    ),
    topics: list('health and safety, shift patterns, situational questions, forklift, planning, teamwork'),
  },
  {
    name: 'manufacturing',
    label: 'Manufacturing',
    stages: list('site interview, technical interview, first interview, phone screen'),
    roles: list(
      'machine operator, assembler, quality inspector, maintenance technician, process technician, line lead, welder, apprentice',
    ),
    words: { peak: 'production peaks', plans: 'shift schedules', client: 'customer' },
    weight: 7,
    nameSuffixes: list('Industries, Manufacturing, Works, Materials, Motors, Engineering, Textiles, Foods'),
    interviewerPositions: list(`
      Plant Manager, Production Supervisor, Quality Manager, Process Engineer, HR Manager,
      Maintenance Lead, Recruiter, Operations Director
    `),
    managerPositions: list(`
      Plant Manager, Production Supervisor, Quality Manager, Maintenance Manager, Shift Manager,
      Operations Manager
    `),
    departments: list(
      'Production, Quality, Maintenance, Engineering, Procurement, Human Resources, Health and Safety',
    ),
    topics: list('lean, technical questions, health and safety, problem solving, behavioral, shift patterns'),
  },
  {
    name: 'consulting',
    label: 'Consulting',
    stages: list('case interview, first round, final round, partner interview, phone screen'),
    roles: list('analyst, consultant, senior consultant, associate, researcher, intern, project coordinator'),
    words: { peak: 'deadline weeks', plans: 'staffing plans', client: 'client' },
    weight: 7,
    nameSuffixes: list('Consulting, Advisors, Group, Associates, Partners, Strategy'),
    interviewerPositions: list(`
      Partner, Principal, Senior Consultant, Engagement Manager, Recruiter, Director, Associate Partner,
      HR Business Partner
    `),
    managerPositions: list('Engagement Manager, Principal, Practice Lead, Director, Office Manager'),
    departments: list('Strategy, Operations, Technology, Human Resources, Finance, Marketing'),
    topics: list('case study, market sizing, behavioral, presentation, Excel, group exercise'),
  },
];

export function industryNamed(name: IndustryName): Industry {
  const industry = INDUSTRIES.find((i) => i.name === name);
  if (!industry) throw new Error(`No industry ${name}`);
  return industry;
}

/** Words that start company names, some with accents: "Northwind", "Étoile". */
export const NAME_STARTS = list(`
  Alder, Alpine, Amber, Anchor, Apex, Arbor, Archway, Aspen, Atlas, Aurora, Avalon, Azure, Bayview,
  Beacon, Bellwether, Birch, Blackstone, Blue Door, Blue Harbor, Bluebird, Bramble, Brightline,
  Brookside, Cairn, Cascade, Cedar, Clearwater, Cobalt, Compass, Copper, Coral, Cornerstone,
  Crescent, Crimson, Crossroads, Cypress, Daybreak, Driftwood, Eastgate, Elmwood, Ember, Emerald,
  Evergreen, Fairway, Falcon, Fernhill, Firefly, Foxglove, Foundry, Frontier, Galaxy, Garnet,
  Glacier, Golden Wok, Granite, Greenfield, Greystone, Halcyon, Harbor & Vine, Harvest, Hawthorn,
  Heartwood, Helix, Heron, Highland, Horizon, Indigo, Ironwood, Ivory, Jade, Juniper, Keystone,
  Kingfisher, Lakeside, Lantern, Larkspur, Laurel, Lighthouse, Linden, Lodestar, Lumen, Magnolia,
  Maple Leaf, Marigold, Meadow, Meridian, Mistral, Monarch, Moonstone, Mosaic, Nimbus, Northwind,
  Nova, Oakridge, Obsidian, Olive Branch, Onyx, Orbit, Orchard, Osprey, Pacific, Paragon, Pebble,
  Pinecrest, Pioneer, Polaris, Prairie, Prism, Quantum, Quarry, Quill, Radiant, Redwood, Ridgeline,
  Riverbend, Rosewood, Saffron Street, Sage, Sapphire, Seabright, Sentinel, Sierra, Silver Oak,
  Skyline, Solstice, Sparrow, Spruce, Starling, Stonebridge, Summit, Sunflower, Sycamore, Tamarind,
  Terra, Thistle, Tidewater, Timber, Topaz, Trailhead, Trident, True North, Tundra, Umber, Union
  Square, Valley, Vanguard, Velvet, Verdant, Vertex, Vista, Wayfarer, Westbrook, Whistler, Wildflower,
  Willow, Windmill, Wren, Yarrow, Zenith, Zephyr, Étoile, Lumière, Bonheur, Dolce Vita, Mañana,
  Sól, Fjörd, Nordlys, Über, Café Noir, Brisa, Jardín, Zürichsee, Göta, Åsa, Ñandú, Crème
`);
