// Demo content for the manager area: restaurant companies with branches in
// one city (Bengaluru, SPEC.md section 1), a grocery store and a clinic
// there, and a few tech offices elsewhere, with their departments and
// managers. Their reviews are drawn per industry (scale/texts/).

export const DEMO_CITY = 'Bengaluru';

/** Restaurant departments, then office ones for the tech companies. */
export const DEMO_DEPARTMENTS = [
  'Kitchen',
  'Front of House',
  'Bar',
  'Management',
  'Engineering',
  'Product',
  'Marketing',
  'Human Resources',
  'Sales Floor',
  'Nursing',
  'Patient Services',
] as const;
export type DemoDepartment = (typeof DEMO_DEPARTMENTS)[number];

export type DemoBranch = {
  company: string;
  city: string;
  location: string[];
  lat: number;
  lng: number;
};

export const DEMO_BRANCHES: DemoBranch[] = [
  {
    company: 'Harbor & Vine Bistro',
    city: DEMO_CITY,
    location: ['Indiranagar', '100 Feet Road'],
    lat: 12.9784,
    lng: 77.6408,
  },
  {
    company: 'Harbor & Vine Bistro',
    city: DEMO_CITY,
    location: ['Koramangala', '5th Block'],
    lat: 12.9352,
    lng: 77.6245,
  },
  {
    company: 'Saffron Street Kitchen',
    city: DEMO_CITY,
    location: ['Jayanagar', '4th Block'],
    lat: 12.9299,
    lng: 77.5823,
  },
  {
    company: 'Saffron Street Kitchen',
    city: DEMO_CITY,
    location: ['Malleshwaram', 'Sampige Road'],
    lat: 13.0035,
    lng: 77.5709,
  },
  {
    company: 'Blue Door Pizzeria',
    city: DEMO_CITY,
    location: ['HSR Layout', '27th Main'],
    lat: 12.9116,
    lng: 77.6474,
  },
  {
    company: 'Maple Leaf Diner',
    city: DEMO_CITY,
    location: ['MG Road', 'Church Street'],
    lat: 12.9756,
    lng: 77.605,
  },
  {
    company: 'Copper Kettle Café',
    city: DEMO_CITY,
    location: ['JP Nagar', '6th Phase'],
    lat: 12.9063,
    lng: 77.5857,
  },
  {
    company: 'Golden Wok Express',
    city: DEMO_CITY,
    location: ['Hebbal', 'Bellary Road'],
    lat: 13.0358,
    lng: 77.597,
  },
  {
    company: 'Northwind Analytics',
    city: DEMO_CITY,
    location: ['Whitefield', 'ITPL Main Road'],
    lat: 12.9698,
    lng: 77.75,
  },
  {
    company: 'Lalbagh Fresh Market',
    city: DEMO_CITY,
    location: ['Basavanagudi', 'Gandhi Bazaar Main Road'],
    lat: 12.9417,
    lng: 77.5755,
  },
  {
    company: 'Cauvery Care Clinic',
    city: DEMO_CITY,
    location: ['Rajajinagar', 'Dr Rajkumar Road'],
    lat: 12.9915,
    lng: 77.5544,
  },
  { company: 'Brightline Software', city: 'Hyderabad', location: ['HITEC City'], lat: 17.4435, lng: 78.3772 },
  { company: 'Quantum Ledger', city: 'Pune', location: ['Hinjawadi', 'Phase 1'], lat: 18.5912, lng: 73.7389 },
  { company: 'Pinecrest Health', city: 'Chennai', location: ['Guindy'], lat: 13.0067, lng: 80.2206 },
];

export type DemoManager = {
  name: string;
  position: string;
  /** Index into DEMO_BRANCHES. */
  branch: number;
  department: DemoDepartment;
  /** Roughly where their reviews land, 1-5. */
  bias: number;
};

export const DEMO_MANAGERS: DemoManager[] = [
  { name: 'Ananya Krishnan', position: 'General Manager', branch: 0, department: 'Management', bias: 4.6 },
  { name: 'Rohan Mehta', position: 'Head Chef', branch: 0, department: 'Kitchen', bias: 4.3 },
  { name: 'Sofia Fernandes', position: 'Bar Manager', branch: 0, department: 'Bar', bias: 4.4 },
  {
    name: 'Vikram Shetty',
    position: 'Restaurant Manager',
    branch: 1,
    department: 'Front of House',
    bias: 2.4,
  },
  { name: 'Meera Iyer', position: 'Sous Chef', branch: 1, department: 'Kitchen', bias: 4.8 },
  { name: 'Arjun Rao', position: 'Executive Chef', branch: 2, department: 'Kitchen', bias: 3.2 },
  { name: 'Kavya Nair', position: 'Floor Manager', branch: 2, department: 'Front of House', bias: 4.5 },
  { name: 'Imran Sheikh', position: 'Operations Manager', branch: 3, department: 'Management', bias: 2.0 },
  { name: 'Divya Reddy', position: 'Kitchen Manager', branch: 3, department: 'Kitchen', bias: 3.9 },
  { name: 'Luca Romano', position: 'Head Pizzaiolo', branch: 4, department: 'Kitchen', bias: 4.7 },
  { name: 'Neha Kapoor', position: 'Shift Manager', branch: 4, department: 'Front of House', bias: 4.3 },
  { name: 'Samuel D’Souza', position: 'Restaurant Manager', branch: 5, department: 'Management', bias: 1.8 },
  { name: 'Pooja Hegde', position: 'Host Team Lead', branch: 5, department: 'Front of House', bias: 3.1 },
  { name: 'Karthik Subramanian', position: 'Café Manager', branch: 6, department: 'Management', bias: 4.4 },
  { name: 'Fatima Khan', position: 'Head Barista', branch: 6, department: 'Bar', bias: 4.9 },
  { name: 'Chen Wei', position: 'Head Chef', branch: 7, department: 'Kitchen', bias: 3.6 },
  {
    name: 'Ritu Sharma',
    position: 'Delivery Operations Lead',
    branch: 7,
    department: 'Management',
    bias: 2.7,
  },
  { name: 'Suresh Pillai', position: 'Store Manager', branch: 9, department: 'Sales Floor', bias: 3.8 },
  {
    name: 'Anjali Desai',
    position: 'Assistant Store Manager',
    branch: 9,
    department: 'Sales Floor',
    bias: 2.6,
  },
  { name: 'Farah Siddiqui', position: 'Nurse Manager', branch: 10, department: 'Nursing', bias: 4.5 },
  {
    name: 'Thomas Mathew',
    position: 'Practice Manager',
    branch: 10,
    department: 'Patient Services',
    bias: 3.4,
  },
  { name: 'Aditya Menon', position: 'Engineering Manager', branch: 8, department: 'Engineering', bias: 4.8 },
  { name: 'Sneha Patil', position: 'Product Manager', branch: 8, department: 'Product', bias: 4.7 },
  { name: 'Rahul Verma', position: 'VP Engineering', branch: 11, department: 'Engineering', bias: 2.6 },
  {
    name: 'Lakshmi Narayan',
    position: 'HR Business Partner',
    branch: 11,
    department: 'Human Resources',
    bias: 4.1,
  },
  { name: 'Nikhil Joshi', position: 'Engineering Manager', branch: 12, department: 'Engineering', bias: 4.5 },
  { name: 'Zara Ali', position: 'Marketing Director', branch: 12, department: 'Marketing', bias: 3.3 },
  { name: 'Harish Gowda', position: 'Product Lead', branch: 13, department: 'Product', bias: 4.0 },
  { name: 'Anita Thomas', position: 'Head of People', branch: 13, department: 'Human Resources', bias: 2.9 },
];
