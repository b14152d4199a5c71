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
