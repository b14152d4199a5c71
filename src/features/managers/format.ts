/** "Head Chef at Harbor & Vine Bistro". */
export function positionAtCompany(manager: { position: string; company: { name: string } }): string {
  const company = manager.company.name || 'Unknown';
  return manager.position ? `${manager.position} at ${company}` : company;
}
